"use client";

import { useState, type FormEvent } from "react";
import { buttonClass } from "@/components/ui/button";
import { ApiError, apiRequest } from "@/lib/api-client/api-client";
import { NIGERIAN_STATES } from "@/lib/checkout/nigerian-states";
import type { TrackedOrder } from "@/lib/orders/tracked-order";
import { ORDER_STATUS } from "@/lib/vocabulary/order-statuses";
import { shippingAddressFieldError, type ShippingAddressValues as ShippingEditFields } from "@/lib/vocabulary/shipping-address";
import styles from "./tracking.module.css";

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

function editableValues(order: TrackedOrder): ShippingEditFields {
  const { shipping } = order;
  return {
    fullName: shipping.fullName,
    address: shipping.address ?? "",
    city: shipping.city,
    state: shipping.state,
    country: shipping.country,
    postalCode: shipping.postalCode ?? "",
    phoneNumber: shipping.phoneNumber ?? "",
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
  const [values, setValues] = useState<ShippingEditFields>(() => editableValues(order));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [saving, setSaving] = useState(false);
  const [message, setMessage] = useState<{ text: string; ok: boolean } | null>(null);
  const { shipping } = order;

  function toggle() {
    setEditing((current) => !current);
    setValues(editableValues(order));
    setErrors({});
    setMessage(null);
  }

  function edit(field: Field, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: shippingAddressFieldError(field, value) }));
  }

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found: Partial<Record<Field, string>> = {};
    for (const field of FIELDS) found[field] = shippingAddressFieldError(field, values[field]);
    setErrors(found);
    const first = FIELDS.find((field) => found[field]);
    if (first) {
      document.getElementById(`shipping-${first}`)?.focus();
      return;
    }
    setSaving(true);
    setMessage(null);
    try {
      const answer = await apiRequest<{ message: string; data: TrackedOrder }>("/orders/shipping", {
        method: "PUT",
        body: { orderNumber: order.orderNumber, email, shipping: values },
        timeoutMs: 10_000,
      });
      onUpdated(answer.data);
      setEditing(false);
      setMessage({ text: SHIPPING_UPDATED, ok: true });
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fieldErrors).length > 0) {
        const mapped: Partial<Record<Field, string>> = {};
        for (const [key, messages] of Object.entries(error.fieldErrors)) mapped[key.replace(/^shipping\./, "") as Field] = messages[0];
        setErrors(mapped);
      } else {
        setMessage({ text: error instanceof ApiError ? error.message : "Your changes could not be saved. Please try again.", ok: false });
      }
    } finally {
      setSaving(false);
    }
  }

  const stateOptions = (NIGERIAN_STATES as readonly string[]).includes(values.state) || !values.state ? NIGERIAN_STATES : [values.state, ...NIGERIAN_STATES];

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
      {message ? (
        <p className={message.ok ? styles.success : styles.cancelled} role="status" data-testid="shipping-edit-message">
          {message.text}
        </p>
      ) : null}
      {editing ? (
        <form className={styles.editForm} onSubmit={save} noValidate data-testid="shipping-edit-form">
          {FIELDS.map((field) => (
            <div key={field} className={`${styles.field} ${field === "address" ? styles.wide : ""}`}>
              <label htmlFor={`shipping-${field}`} className={styles.label}>
                {LABELS[field]}
              </label>
              {field === "state" ? (
                <select
                  id="shipping-state"
                  className={styles.input}
                  value={values.state}
                  onChange={(event) => edit("state", event.target.value)}
                  aria-invalid={errors.state ? true : undefined}
                  aria-describedby={errors.state ? "shipping-state-error" : undefined}
                  data-testid="shipping-state"
                >
                  <option value="">Choose a state</option>
                  {stateOptions.map((state) => (
                    <option key={state} value={state}>
                      {state}
                    </option>
                  ))}
                </select>
              ) : (
                <input
                  id={`shipping-${field}`}
                  className={styles.input}
                  value={values[field]}
                  onChange={(event) => edit(field, event.target.value)}
                  type={field === "phoneNumber" ? "tel" : "text"}
                  aria-invalid={errors[field] ? true : undefined}
                  aria-describedby={errors[field] ? `shipping-${field}-error` : undefined}
                  data-testid={`shipping-${field}`}
                />
              )}
              {errors[field] ? (
                <p id={`shipping-${field}-error`} className={styles.error} data-testid={`shipping-${field}-error`}>
                  {errors[field]}
                </p>
              ) : null}
            </div>
          ))}
          <div className={styles.wide}>
            <button type="submit" className={buttonClass("primary")} disabled={saving} data-testid="shipping-save">
              {saving ? "Saving..." : "Save changes"}
            </button>
          </div>
        </form>
      ) : (
        <dl className={styles.address} data-testid="shipping-details">
          <dt>Name</dt>
          <dd data-testid="shipping-name">{shipping.fullName}</dd>
          {shipping.address !== null ? (
            <>
              <dt>Address</dt>
              <dd data-testid="shipping-address">{shipping.address}</dd>
            </>
          ) : null}
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
      {!order.ownerVerified ? (
        <p className={styles.note} data-testid="shipping-verify-note">
          To see the full address or change it, track the order again with the e-mail you used at checkout.
        </p>
      ) : !order.canEditShipping && order.status !== ORDER_STATUS.cancelled ? (
        <p className={styles.note}>This order has shipped, so its shipping details can no longer be changed.</p>
      ) : null}
    </section>
  );
}
