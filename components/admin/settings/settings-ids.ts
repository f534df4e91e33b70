let counter = 0;

/** The spec's timestamp-based id for a new entry, with a counter so two adds in one millisecond differ. */
export function newEntryId(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}${counter.toString(36)}`;
}
