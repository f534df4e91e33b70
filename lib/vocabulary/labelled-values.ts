/**
 * A closed list of values, each with the label the shop shows for it. The values (in the labels'
 * order), their type and the check that an unknown value is one of them all come from the labels,
 * so a value can never be added without its label.
 */
export function labelledValues<const Labels extends Record<string, string>>(labels: Labels) {
  type Value = Extract<keyof Labels, string>;
  const values: readonly Value[] = Object.keys(labels) as Value[];
  return {
    values,
    labels: labels as Readonly<Record<Value, string>>,
    includes: (value: unknown): value is Value => (values as readonly unknown[]).includes(value),
  };
}
