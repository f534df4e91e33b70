"use client";

import { useState, type FormEvent } from "react";
import { buttonClass } from "@/components/ui/button";
import { firstErrors } from "@/components/ui/field-errors";
import { FormField } from "@/components/ui/form-field";
import { Options } from "@/components/ui/options";
import { useFormFields } from "@/components/ui/use-form-fields";
import { ApiError, apiRequest } from "@/lib/api-client/api-client";
import { isNigerianState, NIGERIAN_STATES } from "@/lib/vocabulary/nigerian-states";
import type { TrackedOrder } from "@/lib/orders/tracked-order";
import { ORDER_STATUS } from "@/lib/vocabulary/order-statuses";
import type { ShippingAddressValues as ShippingEditFields } from "@/lib/vocabulary/shipping-address";
import styles from "./tracking.module.css";
import { FormFooter } from "@/components/ui/form-footer";

type Field = keyof ShippingEditFields;
const FIELDS: readonly Field[] = ["fullName", "address", "city", "state", "country", "postalCode", "phoneNumber"];
const LABELS: Record<Field, string> = {
  fullName: "Name",
  address: "Address",
  city: "City",
  state: "State",
  country: "Country",
  postalCode: "Postal code",
  phoneNumber: "Phone",
};
export const SHIPPING_UPDATED = "Shipping information updated successfully!";

const idFor = (field: Field) => `shipping-${field}`;
const loadCheck = () => import("./tracking-checks").then((checks) => checks.shippingFieldError);

function editableValues(order: TrackedOrder): ShippingEditFields {
  const { shipping } = order;
  return {
    fullName: shipping.fullName,
    address: shipping.address,
    city: shipping.city,
    state: shipping.state,
    country: shipping.country,
    postalCode: shipping.postalCode,
    phoneNumber: shipping.phoneNumber,
  };
}

interface ShippingPanelProps {
  order: TrackedOrder;
  email: string;
  onUpdated(order: TrackedOrder): void;
}

/** Shipping information with the spec's Edit/Cancel toggle; saving is a real, owner-checked update. */
export function ShippingPanel({ order, email, onUpdated }: ShippingPanelProps) {
  const [editing, setEditing] = useState(false);
  const { values, errors, setErrors, edit, validateLoaded, reset } = useFormFields<Field>({
    initial: () => editableValues(order),
    fields: FIELDS,
    idFor,
    loadCheck,
  });
  const [saving, setSaving] = useState(false);
  const [message, setMessage] = useState<{ text: string; ok: boolean } | null>(null);
  const { shipping } = order;

  function toggle() {
    setEditing((current) => !current);
    reset(editableValues(order));
    setMessage(null);
  }

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!(await validateLoaded())) return;
    setSaving(true);
    setMessage(null);
    try {
      // Unless the buyer is signed in, the change waits for the link mailed to the order's e-mail; the answer says where it went.
      const answer = await apiRequest<{ message: string; data: TrackedOrder; confirmationSentTo: string | null }>("/orders/shipping", {
        method: "PUT",
        body: { orderNumber: order.orderNumber, email, shipping: values },
        timeoutMs: 10_000,
      });
      onUpdated(answer.data);
      setEditing(false);
      setMessage({ text: answer.confirmationSentTo ? answer.message : SHIPPING_UPDATED, ok: true });
    } catch (error) {
      const fieldErrors = error instanceof ApiError ? firstErrors<Field>(error.fieldErrors, "shipping") : {};
      if (FIELDS.some((field) => fieldErrors[field])) {
        setErrors(fieldErrors);
      } else {
        setMessage({ text: error instanceof ApiError ? error.message : "Your changes could not be saved. Please try again.", ok: false });
      }
    } finally {
      setSaving(false);
    }
  }

  const stateOptions = isNigerianState(values.state) || !values.state ? NIGERIAN_STATES : [values.state, ...NIGERIAN_STATES];

  return (
    <section className={styles.panel} aria-labelledby="shipping-info-title" data-testid="tracking-shipping">
      <div className={styles.panelHead}>
        <h2 id="shipping-info-title" className={styles.panelTitle}>
          Shipping information
        </h2>
        {order.canEditShipping ? (
          <button type="button" className={buttonClass("ghost", { small: true })} onClick={toggle} aria-expanded={editing} data-testid="shipping-edit-toggle">
            {editing ? "Cancel" : "Edit"}
          </button>
        ) : null}
      </div>
      {message?.ok ? (
        <p className={styles.success} role="status" data-testid="shipping-edit-message">
          {message.text}
        </p>
      ) : null}
      {editing ? (
        <form className={styles.editForm} onSubmit={save} noValidate data-testid="shipping-edit-form">
          {FIELDS.map((field) => (
            <FormField key={field} id={idFor(field)} label={LABELS[field]} error={errors[field]} className={field === "address" ? styles.wide : undefined}>
              {(control) =>
                field === "state" ? (
                  <select {...control} value={values.state} onChange={(event) => edit("state", event.target.value)} data-testid="shipping-state">
                    <option value="">Choose a state</option>
                    <Options values={stateOptions} />
                  </select>
                ) : (
                  <input
                    {...control}
                    value={values[field]}
                    onChange={(event) => edit(field, event.target.value)}
                    type={field === "phoneNumber" ? "tel" : "text"}
                    data-testid={idFor(field)}
                  />
                )
              }
            </FormField>
          ))}
          <div className={styles.wide}>
            <FormFooter submit="Save changes" pending="Saving..." busy={saving} submitTestId="shipping-save" error={message?.ok ? null : message?.text} errorTestId="shipping-edit-message" />
          </div>
        </form>
      ) : (
        <dl className={styles.address} data-testid="shipping-details">
          <dt>Name</dt>
          <dd data-testid="shipping-name">{shipping.fullName}</dd>
          <dt>Address</dt>
          <dd data-testid="shipping-address">{shipping.address}</dd>
          <dt>City</dt>
          <dd data-testid="shipping-city">{shipping.city}</dd>
          <dt>State</dt>
          <dd>{shipping.state}</dd>
          {shipping.postalCode ? (
            <>
              <dt>Postal code</dt>
              <dd>{shipping.postalCode}</dd>
            </>
          ) : null}
          <dt>Country</dt>
          <dd>{shipping.country}</dd>
          {shipping.phoneNumber ? (
            <>
              <dt>Phone</dt>
              <dd>{shipping.phoneNumber}</dd>
            </>
          ) : null}
          <dt>Estimated delivery</dt>
          <dd>{new Date(shipping.estimatedDelivery).toLocaleDateString("en-NG", { dateStyle: "long" })}</dd>
        </dl>
      )}
      {!order.canEditShipping && order.status !== ORDER_STATUS.cancelled ? (
        <p className={styles.note}>This order has shipped, so its shipping details can no longer be changed.</p>
      ) : null}
    </section>
  );
}
