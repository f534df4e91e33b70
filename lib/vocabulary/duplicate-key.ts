const DUPLICATE_KEY = 11000;

/**
 * A MongoDB unique-index refusal (code 11000), on `field` when one is named. Checks in this
 * codebase rely on it to settle races: the index lets one writer through and the others see this.
 */
export function isDuplicateKeyError(error: unknown, field?: string): boolean {
  if (typeof error !== "object" || error === null) return false;
  const { code, keyValue, keyPattern } = error as { code?: unknown; keyValue?: Record<string, unknown>; keyPattern?: Record<string, unknown> };
  if (code !== DUPLICATE_KEY) return false;
  if (field === undefined) return true;
  return Boolean((keyValue && field in keyValue) || (keyPattern && field in keyPattern));
}
