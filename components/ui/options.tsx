/** A select's options from a list of values and their labels in the shop's words. */
export function Options<V extends string | number>({ values, labels }: { values: readonly V[]; labels: Readonly<Record<V, string>> }) {
  return values.map((value) => (
    <option key={value} value={value}>
      {labels[value]}
    </option>
  ));
}
