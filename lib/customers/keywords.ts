// What a customer search matches: lower-case words, each matched from its start, so the search
// reads a few keys of one index instead of every customer.

const digitsOf = (phone: string) => phone.replace(/\D/g, "");

/** The phone's digits as it is written and in its other Nigerian form (+234 803… and 0803…). */
export function phoneForms(phone: string): string[] {
  const digits = digitsOf(phone);
  if (digits.length < 7) return [];
  const forms = new Set([digits]);
  if (digits.startsWith("234") && digits.length > 10) forms.add(`0${digits.slice(3)}`);
  if (digits.startsWith("0") && digits.length === 11) forms.add(`234${digits.slice(1)}`);
  // Without the leading 0 or 234 too: someone types 803… as often as 0803….
  forms.add(digits.slice(-10));
  return [...forms];
}

/** A customer's search words: the e-mail, its name part, each word of the name, and the phone's forms. */
export function customerKeywords(customer: { email: string; name: string; phone: string }): string[] {
  const email = customer.email.trim().toLowerCase();
  const words = customer.name
    .toLowerCase()
    .split(/[^\p{L}\p{N}'-]+/u)
    .filter((word) => word.length > 0);
  return [...new Set([email, email.split("@")[0] ?? "", ...words, ...phoneForms(customer.phone)].filter(Boolean))];
}

/**
 * How a search term is matched: a phone number by its digits (+234 803 123 → 234803123), anything
 * else lower-cased; always as the start of a keyword. The pattern is escaped: it is never the
 * owner's own regular expression.
 */
export function keywordPrefix(term: string): string {
  const trimmed = term.trim().toLowerCase();
  const key = /^[+\d][\d\s()-]*$/.test(trimmed) ? digitsOf(trimmed) : (trimmed.split(/\s+/)[0] ?? "");
  return key.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
