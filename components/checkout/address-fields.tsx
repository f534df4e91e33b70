import { FormField, type FieldControlProps } from "@/components/ui/form-field";
import { NIGERIAN_STATES, STATE_LABELS } from "@/lib/vocabulary/nigerian-states";
import type { ShippingAddressField } from "@/lib/vocabulary/shipping-address";
import { Options } from "@/components/ui/options";

/** The address fields a shopper types, as checkout and the account's address book show them (the country is always Nigeria). */
export type AddressField = Exclude<ShippingAddressField, "country">;

export interface AddressFieldSpec {
  label: string;
  autoComplete: string;
  type?: "tel";
  inputMode?: "numeric";
  wide?: boolean;
  optional?: boolean;
}

export const ADDRESS_FIELDS: Record<AddressField, AddressFieldSpec> = {
  fullName: { label: "Full name", autoComplete: "name", wide: true },
  phoneNumber: { label: "Phone number", autoComplete: "tel", type: "tel" },
  address: { label: "Address", autoComplete: "street-address", wide: true },
  city: { label: "City", autoComplete: "address-level2" },
  state: { label: "State", autoComplete: "address-level1" },
  postalCode: { label: "Postal code", autoComplete: "postal-code", inputMode: "numeric", optional: true },
};

/** In the order the forms show them. */
export const ADDRESS_FIELD_ORDER = Object.keys(ADDRESS_FIELDS) as AddressField[];

export type AddressValues = Record<AddressField, string>;

/** A stored address's fields as a form holds them. */
export function addressValuesOf(address: AddressValues): AddressValues {
  return Object.fromEntries(ADDRESS_FIELD_ORDER.map((field) => [field, address[field]])) as AddressValues;
}

interface AddressInputProps {
  field: AddressField;
  control: FieldControlProps;
  value: string;
  testId: string;
  onChange(value: string): void;
}

/** One address field's control: the state is chosen from Nigeria's, the rest are typed. */
function AddressInput({ field, control, value, testId, onChange }: AddressInputProps) {
  const { autoComplete, type, inputMode } = ADDRESS_FIELDS[field];
  const props = { ...control, name: field, value, autoComplete, "data-testid": testId };
  if (field === "state") {
    return (
      <select {...props} onChange={(event) => onChange(event.target.value)}>
        <option value="">Choose a state</option>
        <Options values={NIGERIAN_STATES} labels={STATE_LABELS} />
      </select>
    );
  }
  return <input {...props} type={type} inputMode={inputMode} onChange={(event) => onChange(event.target.value)} />;
}

interface AddressFormFieldProps {
  field: AddressField;
  id: string;
  value: string;
  error: string | undefined;
  testId: string;
  errorTestId?: string;
  /** The form's class for a field that spans its grid. */
  wideClassName: string | undefined;
  onChange(value: string): void;
}

/** One address field with its label and message, as checkout and the address book show it. */
export function AddressFormField({ field, id, value, error, testId, errorTestId, wideClassName, onChange }: AddressFormFieldProps) {
  const { label, optional, wide } = ADDRESS_FIELDS[field];
  return (
    <FormField id={id} label={label} optional={optional} error={error} errorTestId={errorTestId} className={wide ? wideClassName : undefined}>
      {(control) => <AddressInput field={field} control={control} value={value} testId={testId} onChange={onChange} />}
    </FormField>
  );
}
