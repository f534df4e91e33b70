/** Each value's words: by value, or for numbers from 0 a list by position. */
type Labels<V extends string | number> = Readonly<Record<V, string>> | (V extends number ? readonly string[] : never);

/**
 * A select's options from a list of values and their labels in the shop's words; without labels
 * each value is its own words (a person's name, a kind the log already words).
 */
export function Options<V extends string | number>({ values, labels }: { values: readonly V[]; labels?: Labels<V> }) {
  return values.map((value) => (
    <option key={value} value={value}>
      {labels ? (labels as Readonly<Record<V, string>>)[value] : value}
    </option>
  ));
}
