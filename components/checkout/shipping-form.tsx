"use client";

import { useState, type FormEvent } from "react";
import { buttonClass } from "@/components/ui/button";
import { fieldError } from "@/components/ui/field-errors";
import { FormField } from "@/components/ui/form-field";
import { useFormFields } from "@/components/ui/use-form-fields";
import { checkoutFormSchema } from "@/lib/checkout/schemas";
import type { SavedAddress } from "@/lib/account/schemas";
import { ADDRESS_FIELD_ORDER, AddressFormField, addressValuesOf, type AddressField } from "./address-fields";
import type { ShippingFormValues } from "./checkout-storage";
import { SavedAddressPicker } from "./saved-address-picker";
import styles from "./checkout.module.css";

type Field = keyof ShippingFormValues;

const EMAIL_FIELD = { label: "Email", autoComplete: "email", type: "email", inputMode: "email" } as const;
// In the order the form shows them: the e-mail after the name.
const ORDER: Field[] = ["fullName", "email", ...ADDRESS_FIELD_ORDER.filter((field) => field !== "fullName")];
const idFor = (field: Field) => `checkout-${field}`;

interface ShippingFormProps {
  initial: ShippingFormValues;
  /** A signed-in customer's saved addresses, offered above the form, and the one the form starts with. */
  savedAddresses?: SavedAddress[];
  initialAddressId?: string | null;
  initialSave: boolean;
  /** Why the form cannot be sent yet (stock short, prices loading), shown beside the button. */
  blocked: { message: string; tone: "note" | "danger" } | null;
  onSubmit(values: ShippingFormValues, saveDetails: boolean): void;
}

/** The spec's checkout form: messages as the shopper types and on submit; any error blocks submission. */
export function ShippingForm({ initial, savedAddresses = [], initialAddressId = null, initialSave, blocked, onSubmit }: ShippingFormProps) {
  const { values, setValues, errors, setErrors, edit, validate } = useFormFields<Field>({
    initial,
    fields: ORDER,
    idFor,
    check: (field, next) => fieldError(checkoutFormSchema.shape[field], next[field]),
  });
  const [saveDetails, setSaveDetails] = useState(initialSave);
  const [chosenAddress, setChosenAddress] = useState(initialAddressId);

  // Typing over a chosen address makes it a new one: the choice no longer describes the form.
  function editAddress(field: AddressField, value: string) {
    setChosenAddress(null);
    edit(field, value);
  }

  function chooseAddress(address: SavedAddress) {
    setChosenAddress(address.id);
    setValues({ ...values, ...addressValuesOf(address) });
    setErrors((current) => ({ email: current.email }));
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!validate() || blocked) return;
    onSubmit(values, saveDetails);
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid="checkout-form" aria-label="Shipping details">
      {savedAddresses.length > 0 ? <SavedAddressPicker addresses={savedAddresses} chosen={chosenAddress} onChoose={chooseAddress} /> : null}
      {ORDER.map((field) =>
        field === "email" ? (
          <FormField key={field} id={idFor(field)} label={EMAIL_FIELD.label} error={errors[field]}>
            {(control) => (
              <input
                {...control}
                name={field}
                type={EMAIL_FIELD.type}
                inputMode={EMAIL_FIELD.inputMode}
                autoComplete={EMAIL_FIELD.autoComplete}
                value={values[field]}
                onChange={(event) => edit(field, event.target.value)}
                data-testid={idFor(field)}
              />
            )}
          </FormField>
        ) : (
          <AddressFormField
            key={field}
            field={field}
            id={idFor(field)}
            value={values[field]}
            error={errors[field]}
            testId={idFor(field)}
            wideClassName={styles.wide}
            onChange={(value) => editAddress(field, value)}
          />
        ),
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
