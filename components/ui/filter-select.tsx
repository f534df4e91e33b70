import { FormField } from "./form-field";
import { Options } from "./options";

interface Props<V extends string | number> {
  id: string;
  label: string;
  /** The URL's name for the filter. */
  name: string;
  value: V | null | undefined;
  /** The option that filters nothing, e.g. "All statuses". */
  all: string;
  values: readonly V[];
  /** Each value's words; without them a value is shown as it is. */
  labels?: Readonly<Record<V, string>>;
  testId?: string;
}

/** One filter of a list's GET search form: a labelled select, its first option the whole list. */
export function FilterSelect<V extends string | number>({ id, label, name, value, all, values, labels, testId }: Props<V>) {
  return (
    <FormField id={id} label={label} look="compact">
      {(control) => (
        <select {...control} name={name} defaultValue={value ?? ""} data-testid={testId}>
          <option value="">{all}</option>
          <Options values={values} labels={labels} />
        </select>
      )}
    </FormField>
  );
}
