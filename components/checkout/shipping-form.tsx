"use client";

import { useCallback, useState, type FormEvent } from "react";
import { FormField } from "@/components/ui/form-field";
import { FormFooter } from "@/components/ui/form-footer";
import { useFormFields } from "@/components/ui/use-form-fields";
import type { PickupPoint } from "@/lib/pricing/delivery";
import { ABANDONED_CHECKOUT_KEPT_DAYS } from "@/lib/vocabulary/abandoned-checkouts";
import type { SavedAddress } from "@/lib/account/schemas";
import { ADDRESS_FIELD_ORDER, AddressFormField, addressValuesOf, type AddressField } from "./address-fields";
import type { ShippingFormValues } from "./checkout-storage";
import { DELIVERY_ONLY, type ShippingField as Field } from "./pickup-fields";
import { SavedAddressPicker } from "./saved-address-picker";
import styles from "./checkout.module.css";

const EMAIL_FIELD = { label: "Email", autoComplete: "email", type: "email", inputMode: "email" } as const;
// In the order the form shows them: the e-mail after the name.
const ORDER: Field[] = ["fullName", "email", ...ADDRESS_FIELD_ORDER.filter((field) => field !== "fullName")];
const idFor = (field: Field) => `checkout-${field}`;
// What happens to the address when the checkout is left unpaid (lib/checkout/abandoned-checkouts.ts).
const REMINDER_NOTE = `If you leave before paying, we may e-mail you a reminder of your bag (one click stops them). An unfinished checkout is kept ${ABANDONED_CHECKOUT_KEPT_DAYS} days.`;
const checkoutChecks = () => import("./checkout-checks");

interface ShippingFormProps {
  initial: ShippingFormValues;
  /** A signed-in customer's saved addresses, offered above the form, and the one the form starts with. */
  savedAddresses?: SavedAddress[];
  initialAddressId?: string | null;
  initialSave: boolean;
  /** Why the form cannot be sent yet (stock short, prices loading), shown beside the button. */
  blocked: { message: string; tone: "note" | "danger" } | null;
  /** The chosen method's pickup point: the address fields give way to it, and the phone is required. */
  pickup?: PickupPoint | null;
  /** The state as the shopper chooses it: delivery methods and prices follow it. */
  onStateChange?(state: string): void;
  onSubmit(values: ShippingFormValues, saveDetails: boolean): void;
}

/** The spec's checkout form: messages as the shopper types and on submit; any error blocks submission. */
export function ShippingForm({ initial, savedAddresses = [], initialAddressId = null, initialSave, blocked, pickup = null, onStateChange, onSubmit }: ShippingFormProps) {
  const shown = pickup ? ORDER.filter((field) => !DELIVERY_ONLY.includes(field)) : ORDER;
  const picksUp = Boolean(pickup);
  const loadCheck = useCallback(
    () => checkoutChecks().then(({ checkoutFieldError }) => (field: Field, next: ShippingFormValues) => checkoutFieldError(field, next, picksUp)),
    [picksUp],
  );
  const { values, setValues, errors, setErrors, edit, validateLoaded } = useFormFields<Field>({ initial, fields: ORDER, idFor, loadCheck });
  const [saveDetails, setSaveDetails] = useState(initialSave);
  const [chosenAddress, setChosenAddress] = useState(initialAddressId);

  // Typing over a chosen address makes it a new one: the choice no longer describes the form.
  function editAddress(field: AddressField, value: string) {
    setChosenAddress(null);
    edit(field, value);
    if (field === "state") onStateChange?.(value);
  }

  function chooseAddress(address: SavedAddress) {
    setChosenAddress(address.id);
    setValues({ ...values, ...addressValuesOf(address) });
    onStateChange?.(address.state);
    setErrors((current) => ({ email: current.email }));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!(await validateLoaded()) || blocked) return;
    onSubmit(values, saveDetails);
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid="checkout-form" aria-label="Shipping details">
      {savedAddresses.length > 0 && !pickup ? <SavedAddressPicker addresses={savedAddresses} chosen={chosenAddress} onChoose={chooseAddress} /> : null}
      {pickup ? (
        <p className={`${styles.note} ${styles.wide}`} data-testid="checkout-pickup-note">
          You collect this order from {pickup.address} ({pickup.hours}), so no delivery address is needed: we call or text your phone number when it is ready.
        </p>
      ) : null}
      {shown.map((field) =>
        field === "email" ? (
          <FormField key={field} id={idFor(field)} label={EMAIL_FIELD.label} hint={REMINDER_NOTE} error={errors[field]}>
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
      {/* Never busy: the form hands its details to the page, which sends nothing until payment. */}
      <FormFooter className={styles.wide} submit="Continue to payment" pending="Continue to payment" busy={false} submitTestId="checkout-submit" blocked={Boolean(blocked)} status={blocked?.message ?? null} statusTone={blocked?.tone ?? "note"} statusTestId="checkout-blocked" />
    </form>
  );
}
