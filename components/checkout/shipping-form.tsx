"use client";

import { useState, type FormEvent } from "react";
import { buttonClass } from "@/components/ui/button";
import { fieldError } from "@/components/ui/field-errors";
import { FormField } from "@/components/ui/form-field";
import { useFormFields } from "@/components/ui/use-form-fields";
import { NIGERIAN_STATES, STATE_LABELS } from "@/lib/checkout/nigerian-states";
import { checkoutFormSchema } from "@/lib/checkout/schemas";
import type { ShippingFormValues } from "./checkout-storage";
import styles from "./checkout.module.css";

type Field = keyof ShippingFormValues;

interface FieldSpec {
  label: string;
  autoComplete: string;
  type?: "email" | "tel";
  inputMode?: "email" | "numeric";
  wide?: boolean;
  optional?: boolean;
}

// In the order the form shows them.
const FIELDS: Record<Field, FieldSpec> = {
  fullName: { label: "Full name", autoComplete: "name", wide: true },
  email: { label: "Email", autoComplete: "email", type: "email", inputMode: "email" },
  phoneNumber: { label: "Phone number", autoComplete: "tel", type: "tel" },
  address: { label: "Address", autoComplete: "street-address", wide: true },
  city: { label: "City", autoComplete: "address-level2" },
  state: { label: "State", autoComplete: "address-level1" },
  postalCode: { label: "Postal code", autoComplete: "postal-code", inputMode: "numeric", optional: true },
};
const ORDER = Object.keys(FIELDS) as Field[];
const idFor = (field: Field) => `checkout-${field}`;

interface ShippingFormProps {
  initial: ShippingFormValues;
  initialSave: boolean;
  /** Why the form cannot be sent yet (stock short, prices loading), shown beside the button. */
  blocked: { message: string; tone: "note" | "danger" } | null;
  onSubmit(values: ShippingFormValues, saveDetails: boolean): void;
}

/** The spec's checkout form: messages as the shopper types and on submit; any error blocks submission. */
export function ShippingForm({ initial, initialSave, blocked, onSubmit }: ShippingFormProps) {
  const { values, errors, edit, validate } = useFormFields<Field>({
    initial,
    fields: ORDER,
    idFor,
    check: (field, next) => fieldError(checkoutFormSchema.shape[field], next[field]),
  });
  const [saveDetails, setSaveDetails] = useState(initialSave);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!validate() || blocked) return;
    onSubmit(values, saveDetails);
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid="checkout-form" aria-label="Shipping details">
      {ORDER.map((field) => {
        const { label, wide, optional, ...input } = FIELDS[field];
        return (
          <FormField key={field} id={idFor(field)} label={label} optional={optional} error={errors[field]} className={wide ? styles.wide : undefined}>
            {(control) => {
              const props = { ...control, name: field, value: values[field], "data-testid": idFor(field) };
              return field === "state" ? (
                <select {...props} autoComplete={input.autoComplete} onChange={(event) => edit(field, event.target.value)}>
                  <option value="">Choose a state</option>
                  {NIGERIAN_STATES.map((state) => (
                    <option key={state} value={state}>
                      {STATE_LABELS[state]}
                    </option>
                  ))}
                </select>
              ) : (
                <input {...props} {...input} onChange={(event) => edit(field, event.target.value)} />
              );
            }}
          </FormField>
        );
      })}
      <label className={`${styles.checkbox} ${styles.wide}`}>
        <input type="checkbox" checked={saveDetails} onChange={(event) => setSaveDetails(event.target.checked)} data-testid="checkout-saveDetails" />
        Save these details on this device for next time
      </label>
      <div className={`${styles.actions} ${styles.wide}`}>
        <button type="submit" className={buttonClass("primary")} aria-disabled={blocked ? true : undefined} data-testid="checkout-submit">
          Continue to payment
        </button>
        <p className={blocked?.tone === "danger" ? styles.danger : styles.note} role="status" data-testid="checkout-blocked">
          {blocked?.message}
        </p>
      </div>
    </form>
  );
}
