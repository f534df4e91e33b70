"use client";

import { useState } from "react";
import { buttonClass } from "@/components/ui/button";
import { useNotify } from "@/components/ui/notifications";
import { ACCOUNT_PAGE_MESSAGES, MAX_SAVED_ADDRESSES, type SavedAddress, type SavedAddressRequest } from "@/lib/account/schemas";
import { apiRequest } from "@/lib/api-client/api-client";
import { STATE_LABELS } from "@/lib/vocabulary/nigerian-states";
import { addressValuesOf } from "@/components/checkout/address-fields";
import { AddressForm } from "./address-form";
import styles from "./account.module.css";

type Editing = { mode: "new" } | { mode: "edit"; id: string } | null;

interface Answer {
  addresses: SavedAddress[];
}

function stateLabel(state: string): string {
  return (STATE_LABELS as Record<string, string>)[state] ?? state;
}

/** The account's saved delivery addresses: add, edit, remove, and choose the default checkout offers first. */
export function AddressBook({ initial }: { initial: SavedAddress[] }) {
  const [addresses, setAddresses] = useState(initial);
  const [editing, setEditing] = useState<Editing>(null);
  const [confirmingRemoval, setConfirmingRemoval] = useState<string | null>(null);
  const notify = useNotify();

  async function save(request: SavedAddressRequest, id: string | null) {
    const answer = await apiRequest<Answer>(id ? `/account/addresses/${id}` : "/account/addresses", { method: id ? "PUT" : "POST", body: request });
    setAddresses(answer.addresses);
    setEditing(null);
    notify("success", ACCOUNT_PAGE_MESSAGES.addressSaved);
  }

  async function act(work: () => Promise<Answer>, message: string) {
    try {
      setAddresses((await work()).addresses);
      notify("success", message);
    } catch (error) {
      notify("error", error instanceof Error ? error.message : "Something went wrong. Please try again.");
    } finally {
      setConfirmingRemoval(null);
    }
  }

  const makeDefault = (address: SavedAddress) =>
    act(() => apiRequest<Answer>(`/account/addresses/${address.id}`, { method: "PUT", body: { ...addressValuesOf(address), makeDefault: true } }), ACCOUNT_PAGE_MESSAGES.defaultChosen);
  const remove = (address: SavedAddress) => act(() => apiRequest<Answer>(`/account/addresses/${address.id}`, { method: "DELETE" }), ACCOUNT_PAGE_MESSAGES.addressRemoved);
  const full = addresses.length >= MAX_SAVED_ADDRESSES;

  return (
    <section className={styles.panel} aria-labelledby="addresses-title" data-testid="address-book">
      <div className={styles.panelHead}>
        <h2 id="addresses-title" className={styles.panelTitle}>
          Delivery addresses
        </h2>
        {editing?.mode !== "new" ? (
          <button
            type="button"
            className={buttonClass("secondary", { small: true })}
            onClick={() => setEditing({ mode: "new" })}
            disabled={full}
            aria-describedby={full ? "address-limit" : undefined}
            data-testid="address-add"
          >
            Add an address
          </button>
        ) : null}
      </div>
      {full ? (
        <p id="address-limit" className={styles.note}>
          {ACCOUNT_PAGE_MESSAGES.addressLimit}
        </p>
      ) : null}
      {editing?.mode === "new" ? (
        <AddressForm editing={null} suggestDefault={addresses.length === 0} onSave={(request) => save(request, null)} onCancel={() => setEditing(null)} />
      ) : null}
      {addresses.length === 0 && editing?.mode !== "new" ? (
        <p className={styles.note} data-testid="address-empty">
          No saved addresses yet. Save one to fill in checkout in a tap.
        </p>
      ) : (
        <ul className={styles.addresses}>
          {addresses.map((address) => (
            <li key={address.id} className={address.isDefault ? `${styles.address} ${styles.addressDefault}` : styles.address} data-testid="saved-address" data-default={address.isDefault}>
              {editing?.mode === "edit" && editing.id === address.id ? (
                <AddressForm editing={address} suggestDefault={false} onSave={(request) => save(request, address.id)} onCancel={() => setEditing(null)} />
              ) : (
                <>
                  {address.isDefault ? <span className={styles.badge}>Default</span> : null}
                  <address className={styles.addressLines}>
                    <span className={styles.addressName}>{address.fullName}</span>
                    <br />
                    {address.address}
                    <br />
                    {address.city}, {stateLabel(address.state)}
                    {address.postalCode ? ` ${address.postalCode}` : ""}
                    {address.phoneNumber ? (
                      <>
                        <br />
                        {address.phoneNumber}
                      </>
                    ) : null}
                  </address>
                  <div className={styles.actions}>
                    <button type="button" className={buttonClass("ghost", { small: true })} onClick={() => setEditing({ mode: "edit", id: address.id })} data-testid="address-edit">
                      Edit<span className="visually-hidden"> the address for {address.fullName}</span>
                    </button>
                    {address.isDefault ? null : (
                      <button type="button" className={buttonClass("ghost", { small: true })} onClick={() => void makeDefault(address)} data-testid="address-make-default">
                        Make default
                      </button>
                    )}
                    {confirmingRemoval === address.id ? (
                      <>
                        <span role="alert">Remove this address?</span>
                        <button type="button" className={buttonClass("secondary", { small: true })} onClick={() => void remove(address)} data-testid="address-remove-confirm">
                          Remove
                        </button>
                        <button type="button" className={buttonClass("ghost", { small: true })} onClick={() => setConfirmingRemoval(null)}>
                          Keep
                        </button>
                      </>
                    ) : (
                      <button type="button" className={buttonClass("ghost", { small: true })} onClick={() => setConfirmingRemoval(address.id)} data-testid="address-remove">
                        Remove<span className="visually-hidden"> the address for {address.fullName}</span>
                      </button>
                    )}
                  </div>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
