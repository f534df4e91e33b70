/** Every kind of image file the shop reads or writes: its file extension and its Content-Type. */
export const IMAGE_TYPES = {
  jpeg: { extension: "jpg", contentType: "image/jpeg" },
  png: { extension: "png", contentType: "image/png" },
  webp: { extension: "webp", contentType: "image/webp" },
  avif: { extension: "avif", contentType: "image/avif" },
} as const;
export type ImageType = keyof typeof IMAGE_TYPES;

/** The types a part of the shop deals in, as a table of their own. */
export function pickImageTypes<T extends ImageType>(...types: T[]): Pick<typeof IMAGE_TYPES, T> {
  return Object.fromEntries(types.map((type) => [type, IMAGE_TYPES[type]])) as Pick<typeof IMAGE_TYPES, T>;
}

/** Looked up among `table`'s types only, so a file name never brings in a type its caller does not take. */
export function typeOfExtension<T extends ImageType>(table: Pick<typeof IMAGE_TYPES, T>, extension: string): T | null {
  return (Object.keys(table) as T[]).find((type) => IMAGE_TYPES[type].extension === extension) ?? null;
}
