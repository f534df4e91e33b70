"use client";

import { useState, type FormEvent, type ReactNode } from "react";
import { buttonClass } from "@/components/ui/button";
import type { ShippingFormValues } from "@/lib/checkout/checkout-storage";
import { NIGERIAN_STATES, STATE_LABELS } from "@/lib/checkout/nigerian-states";
import { checkoutFieldError, checkoutFormErrors, SHIPPING_FORM_FIELDS, type ShippingFormField } from "@/lib/checkout/schemas";
import styles from "./checkout.module.css";

interface ShippingFormProps {
  initial: ShippingFormValues;
  initialSave: boolean;
  /** Why the form cannot be sent yet (stock short, prices loading), shown beside the button. */
  blocked: { message: string; tone: "note" | "danger" } | null;
  onSubmit(values: ShippingFormValues, saveDetails: boolean): void;
}

type Errors = Partial<Record<ShippingFormField, string>>;

/** The spec's checkout form: messages as the shopper types and on submit; any error blocks submission. */
export function ShippingForm({ initial, initialSave, blocked, onSubmit }: ShippingFormProps) {
  const [values, setValues] = useState<ShippingFormValues>(initial);
  const [saveDetails, setSaveDetails] = useState(initialSave);
  const [errors, setErrors] = useState<Errors>({});

  function edit(field: ShippingFormField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: checkoutFieldError(field, value) }));
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = checkoutFormErrors(values);
    setErrors(found);
    const first = SHIPPING_FORM_FIELDS.find((field) => found[field]);
    if (first) {
      document.getElementById(`checkout-${first}`)?.focus();
      return;
    }
    if (blocked) return;
    onSubmit(values, saveDetails);
  }

  const field = (name: ShippingFormField, label: ReactNode, control: ReactNode, wide = false) => (
    <div className={`${styles.field} ${wide ? styles.wide : ""}`}>
      <label htmlFor={`checkout-${name}`} className={styles.label}>
        {label}
      </label>
      {control}
      {errors[name] ? (
        <p id={`checkout-${name}-error`} className={styles.error} data-testid={`checkout-${name}-error`}>
          {errors[name]}
        </p>
      ) : null}
    </div>
  );
  const inputProps = (name: ShippingFormField) => ({
    id: `checkout-${name}`,
    name,
    className: styles.input,
    value: values[name],
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `checkout-${name}-error` : undefined,
    "data-testid": `checkout-${name}`,
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid="checkout-form" aria-label="Shipping details">
      {field("fullName", "Full name", <input {...inputProps("fullName")} autoComplete="name" onChange={(event) => edit("fullName", event.target.value)} />, true)}
      {field("email", "Email", <input {...inputProps("email")} type="email" autoComplete="email" inputMode="email" onChange={(event) => edit("email", event.target.value)} />)}
      {field("phoneNumber", "Phone number", <input {...inputProps("phoneNumber")} type="tel" autoComplete="tel" onChange={(event) => edit("phoneNumber", event.target.value)} />)}
      {field("address", "Address", <input {...inputProps("address")} autoComplete="street-address" onChange={(event) => edit("address", event.target.value)} />, true)}
      {field("city", "City", <input {...inputProps("city")} autoComplete="address-level2" onChange={(event) => edit("city", event.target.value)} />)}
      {field(
        "state",
        "State",
        <select {...inputProps("state")} autoComplete="address-level1" onChange={(event) => edit("state", event.target.value)}>
          <option value="">Choose a state</option>
          {NIGERIAN_STATES.map((state) => (
            <option key={state} value={state}>
              {STATE_LABELS[state]}
            </option>
          ))}
        </select>,
      )}
      {field(
        "postalCode",
        <>
          Postal code <span className={styles.optional}>(optional)</span>
        </>,
        <input {...inputProps("postalCode")} autoComplete="postal-code" inputMode="numeric" onChange={(event) => edit("postalCode", event.target.value)} />,
      )}
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
