"use client";

import { useId, useState, type FormEvent } from "react";
import { ADDRESS_FIELD_ORDER, AddressFormField, addressValuesOf, type AddressField, type AddressValues } from "@/components/checkout/address-fields";
import { buttonClass } from "@/components/ui/button";
import { fieldError, firstErrors } from "@/components/ui/field-errors";
import { useFormFields } from "@/components/ui/use-form-fields";
import type { SavedAddress, SavedAddressRequest } from "@/lib/account/schemas";
import { ApiError } from "@/lib/api-client/api-client";
import { shippingAddressSchema } from "@/lib/vocabulary/shipping-address";
import styles from "./account.module.css";
import { FormFooter } from "@/components/ui/form-footer";

const EMPTY_ADDRESS: AddressValues = { fullName: "", phoneNumber: "", address: "", city: "", state: "", postalCode: "" };

interface AddressFormProps {
  /** The address being edited, or null for a new one. */
  editing: SavedAddress | null;
  /** Whether the default box starts ticked. */
  suggestDefault: boolean;
  onSave(request: SavedAddressRequest): Promise<void>;
  onCancel(): void;
}

/** Adds or edits a saved address, with the checkout's fields and rules. */
export function AddressForm({ editing, suggestDefault, onSave, onCancel }: AddressFormProps) {
  const prefix = useId();
  const idFor = (field: AddressField | "_") => `${prefix}-${field}`;
  const { values, errors, setErrors, edit, validate } = useFormFields<AddressField>({
    initial: editing ? addressValuesOf(editing) : EMPTY_ADDRESS,
    fields: ADDRESS_FIELD_ORDER,
    idFor,
    check: (field, next) => fieldError(shippingAddressSchema.shape[field], next[field]),
  });
  const [makeDefault, setMakeDefault] = useState(editing ? editing.isDefault : suggestDefault);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    if (!validate()) return;
    setBusy(true);
    try {
      await onSave({ ...values, makeDefault });
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fieldErrors).length > 0) {
        const found = firstErrors<AddressField>(error.fieldErrors);
        setErrors(found);
        if (!ADDRESS_FIELD_ORDER.some((field) => found[field])) setFailure(error.message);
      } else {
        setFailure(error instanceof Error ? error.message : "Could not save the address. Please try again.");
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={editing ? "Edit address" : "New address"} data-testid="address-form">
      {ADDRESS_FIELD_ORDER.map((field) => (
        <AddressFormField
          key={field}
          field={field}
          id={idFor(field)}
          value={values[field]}
          error={errors[field]}
          testId={`address-${field}`}
          errorTestId={`address-${field}-error`}
          wideClassName={styles.wide}
          onChange={(value) => edit(field, value)}
        />
      ))}
      <label className={`${styles.checkbox} ${styles.wide}`}>
        <input
          type="checkbox"
          checked={makeDefault}
          disabled={editing?.isDefault}
          onChange={(event) => setMakeDefault(event.target.checked)}
          data-testid="address-makeDefault"
        />
        Use as my default delivery address
      </label>
      <div className={styles.wide}>
        <FormFooter submit="Save address" pending="Saving…" busy={busy} submitTestId="address-save" error={failure} errorTestId="address-failure">
          <button type="button" className={buttonClass("ghost")} onClick={onCancel} data-testid="address-cancel">
            Cancel
          </button>
        </FormFooter>
      </div>
    </form>
  );
}
