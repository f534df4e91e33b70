/** Text as XML character data or an attribute value. */
export const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (char) => `&${{ "<": "lt", ">": "gt", "&": "amp", "'": "apos", '"': "quot" }[char]};`);
