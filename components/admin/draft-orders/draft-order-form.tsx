"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { buttonClass } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { onEnter } from "@/components/ui/on-enter";
import { Options } from "@/components/ui/options";
import { FormFooter } from "@/components/ui/form-footer";
import { ApiError, apiRequest } from "@/lib/api-client/api-client";
import { formatNaira } from "@/lib/money/naira";
import { NIGERIAN_STATES, STATE_LABELS } from "@/lib/vocabulary/nigerian-states";
import { OWNER_SALES_CHANNELS, SALES_CHANNEL_LABELS } from "@/lib/vocabulary/sales-channels";
import styles from "./draft-orders.module.css";

interface FoundProduct {
  _id: string;
  brand: string;
  name: string;
  sizes: { _id: string; label: string; sku: string; price: number; stock: number }[];
}

interface Line {
  productId: string;
  sizeId: string;
  label: string;
  quantity: number;
}

interface CustomLine {
  label: string;
  price: string;
  quantity: number;
}

export interface DraftFormStart {
  customer: { id: string | null; name: string; phone: string; email: string };
}

/** The owner's new draft order: the buyer, products by name or SKU, custom lines, a discount, delivery and a note. */
export function DraftOrderForm({ methods, start }: { methods: { id: string; name: string; kind: string }[]; start: DraftFormStart }) {
  const router = useRouter();
  const [channel, setChannel] = useState<string>(OWNER_SALES_CHANNELS[0] ?? "instagram");
  const [customer, setCustomer] = useState(start.customer);
  const [search, setSearch] = useState("");
  const [found, setFound] = useState<FoundProduct[] | null>(null);
  const [lines, setLines] = useState<Line[]>([]);
  const [customLines, setCustomLines] = useState<CustomLine[]>([]);
  const [discount, setDiscount] = useState({ kind: "", value: "", reason: "" });
  const [delivery, setDelivery] = useState({ kind: "method", methodId: methods[0]?.id ?? "", price: "", state: "Lagos", city: "", address: "" });
  const [note, setNote] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]>>({});
  const errorOf = (path: string) => fieldErrors[path]?.[0] ?? null;

  async function findProducts() {
    try {
      const answer = await apiRequest<{ data: FoundProduct[] }>(`/api/admin/draft-orders/products?q=${encodeURIComponent(search)}`);
      setFound(answer.data);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : "The search failed");
    }
  }

  function addLine(product: FoundProduct, size: FoundProduct["sizes"][number]) {
    setLines((current) =>
      current.some((line) => line.sizeId === size._id)
        ? current.map((line) => (line.sizeId === size._id ? { ...line, quantity: line.quantity + 1 } : line))
        : [...current, { productId: product._id, sizeId: size._id, label: `${product.brand} ${product.name}${size.label ? ` ${size.label}` : ""}`, quantity: 1 }],
    );
  }

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    setFieldErrors({});
    const body = {
      channel,
      customer: { id: customer.id ?? "", name: customer.name, phone: customer.phone, email: customer.email },
      lines: lines.map(({ productId, sizeId, quantity }) => ({ productId, sizeId, quantity })),
      customLines: customLines.map((line) => ({ label: line.label, price: line.price, quantity: line.quantity })),
      discount: discount.kind ? discount : "",
      delivery:
        delivery.kind === "method"
          ? { kind: "method", methodId: delivery.methodId, state: delivery.state, city: delivery.city, address: delivery.address }
          : { kind: "owner", price: delivery.price, state: delivery.state, city: delivery.city, address: delivery.address },
      note,
    };
    try {
      const answer = await apiRequest<{ data: { _id: string } }>("/api/admin/draft-orders", { method: "POST", body });
      router.push(`/admin/orders/drafts/${answer.data._id}`);
    } catch (failure) {
      setBusy(false);
      if (failure instanceof ApiError) {
        setFieldErrors(failure.fieldErrors);
        setError(Object.keys(failure.fieldErrors).length > 0 ? "Please correct the fields marked." : failure.message);
      } else setError("The draft could not be saved.");
    }
  }

  return (
    <form className={styles.form} onSubmit={save} noValidate data-testid="draft-order-form">
      <section className={styles.section} aria-labelledby="draft-buyer">
        <h2 id="draft-buyer">Buyer</h2>
        <FormField id="draft-channel" label="Where the sale was made" error={errorOf("channel")}>
          {(control) => (
            <select {...control} value={channel} onChange={(event) => setChannel(event.target.value)} data-testid="draft-channel">
              <Options values={OWNER_SALES_CHANNELS} labels={SALES_CHANNEL_LABELS} />
            </select>
          )}
        </FormField>
        <div className={styles.row}>
          <FormField id="draft-name" label="Name" error={errorOf("customer.name")}>
            {(control) => <input {...control} value={customer.name} onChange={(event) => setCustomer({ ...customer, name: event.target.value })} data-testid="draft-name" />}
          </FormField>
          <FormField id="draft-phone" label="Phone" error={errorOf("customer.phone")}>
            {(control) => <input {...control} type="tel" value={customer.phone} onChange={(event) => setCustomer({ ...customer, phone: event.target.value })} data-testid="draft-phone" />}
          </FormField>
          <FormField id="draft-email" label="E-mail" optional hint="Needed for a payment link" error={errorOf("customer.email")}>
            {(control) => <input {...control} type="email" value={customer.email} onChange={(event) => setCustomer({ ...customer, email: event.target.value })} data-testid="draft-email" />}
          </FormField>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="draft-products">
        <h2 id="draft-products">Products</h2>
        <div className={styles.row}>
          <FormField id="draft-search" label="Find by name or SKU" error={errorOf("lines")}>
            {(control) => <input {...control} type="search" value={search} onChange={(event) => setSearch(event.target.value)} onKeyDown={onEnter(() => void findProducts())} data-testid="draft-search" />}
          </FormField>
          <button type="button" className={buttonClass("secondary")} onClick={() => void findProducts()} data-testid="draft-search-button">
            Search
          </button>
        </div>
        {found ? (
          found.length === 0 ? (
            <p className={styles.muted}>No product matches.</p>
          ) : (
            <ul className={styles.matches} aria-label="Products found">
              {found.flatMap((product) =>
                product.sizes.map((size) => (
                  <li key={size._id} className={styles.match}>
                    <span>
                      {product.brand} {product.name} {size.label} <span className={styles.muted}>{size.sku} · {formatNaira(size.price)} · {size.stock} in stock</span>
                    </span>
                    <button type="button" className={buttonClass("secondary", { small: true })} onClick={() => addLine(product, size)} data-testid="draft-add-size" data-sku={size.sku}>
                      Add
                    </button>
                  </li>
                )),
              )}
            </ul>
          )
        ) : null}
        <ul className={styles.lines} aria-label="In this order">
          {lines.map((line, index) => (
            <li key={line.sizeId} className={styles.line} data-testid="draft-line">
              <span>{line.label}</span>
              <span className={styles.row}>
                <FormField id={`draft-line-${index}`} label="Quantity" look="compact">
                  {(control) => (
                    <input {...control} type="number" min={1} max={100} value={line.quantity} onChange={(event) => setLines(lines.map((other, at) => (at === index ? { ...other, quantity: Number(event.target.value) } : other)))} />
                  )}
                </FormField>
                <button type="button" className={buttonClass("ghost", { small: true })} onClick={() => setLines(lines.filter((_, at) => at !== index))}>
                  Remove
                </button>
              </span>
            </li>
          ))}
        </ul>
        <h3>Custom lines</h3>
        {customLines.map((line, index) => (
          <div key={index} className={styles.row}>
            <FormField id={`draft-custom-label-${index}`} label="What" look="compact" error={errorOf(`customLines.${index}.label`)}>
              {(control) => <input {...control} value={line.label} placeholder="Gift wrap" onChange={(event) => setCustomLines(customLines.map((other, at) => (at === index ? { ...other, label: event.target.value } : other)))} />}
            </FormField>
            <FormField id={`draft-custom-price-${index}`} label="Price (₦)" look="compact" error={errorOf(`customLines.${index}.price`)}>
              {(control) => <input {...control} inputMode="decimal" value={line.price} onChange={(event) => setCustomLines(customLines.map((other, at) => (at === index ? { ...other, price: event.target.value } : other)))} />}
            </FormField>
            <button type="button" className={buttonClass("ghost", { small: true })} onClick={() => setCustomLines(customLines.filter((_, at) => at !== index))}>
              Remove
            </button>
          </div>
        ))}
        <button type="button" className={buttonClass("secondary", { small: true })} onClick={() => setCustomLines([...customLines, { label: "", price: "", quantity: 1 }])} data-testid="draft-add-custom">
          Add a custom line
        </button>
      </section>

      <section className={styles.section} aria-labelledby="draft-discount">
        <h2 id="draft-discount">Discount</h2>
        <div className={styles.row}>
          <FormField id="draft-discount-kind" label="Kind" look="compact">
            {(control) => (
              <select {...control} value={discount.kind} onChange={(event) => setDiscount({ ...discount, kind: event.target.value })}>
                <option value="">None</option>
                <option value="amount">Amount (₦)</option>
                <option value="percent">Percent</option>
              </select>
            )}
          </FormField>
          {discount.kind ? (
            <>
              <FormField id="draft-discount-value" label={discount.kind === "percent" ? "Percent" : "Amount (₦)"} look="compact" error={errorOf("discount.value")}>
                {(control) => <input {...control} inputMode="decimal" value={discount.value} onChange={(event) => setDiscount({ ...discount, value: event.target.value })} />}
              </FormField>
              <FormField id="draft-discount-reason" label="Reason" look="compact" error={errorOf("discount.reason")}>
                {(control) => <input {...control} value={discount.reason} onChange={(event) => setDiscount({ ...discount, reason: event.target.value })} />}
              </FormField>
            </>
          ) : null}
        </div>
      </section>

      <section className={styles.section} aria-labelledby="draft-delivery">
        <h2 id="draft-delivery">Delivery</h2>
        <div className={styles.row}>
          <FormField id="draft-delivery-kind" label="How it travels" error={errorOf("delivery.methodId") ?? errorOf("shippingMethod")}>
            {(control) => (
              <select
                {...control}
                value={delivery.kind === "owner" ? "owner" : delivery.methodId}
                onChange={(event) => setDelivery(event.target.value === "owner" ? { ...delivery, kind: "owner" } : { ...delivery, kind: "method", methodId: event.target.value })}
                data-testid="draft-delivery"
              >
                {methods.map((method) => (
                  <option key={method.id} value={method.id}>
                    {method.name} {method.kind === "pickup" ? "(pickup)" : "(zone price)"}
                  </option>
                ))}
                <option value="owner">A price I set</option>
              </select>
            )}
          </FormField>
          {delivery.kind === "owner" ? (
            <FormField id="draft-delivery-price" label="Delivery price (₦)" error={errorOf("delivery.price")}>
              {(control) => <input {...control} inputMode="decimal" value={delivery.price} onChange={(event) => setDelivery({ ...delivery, price: event.target.value })} />}
            </FormField>
          ) : null}
          <FormField id="draft-state" label="State" error={errorOf("delivery.state") ?? errorOf("state")}>
            {(control) => (
              <select {...control} value={delivery.state} onChange={(event) => setDelivery({ ...delivery, state: event.target.value })} data-testid="draft-state">
                <Options values={NIGERIAN_STATES} labels={STATE_LABELS} />
              </select>
            )}
          </FormField>
          <FormField id="draft-city" label="City" optional>
            {(control) => <input {...control} value={delivery.city} onChange={(event) => setDelivery({ ...delivery, city: event.target.value })} data-testid="draft-city" />}
          </FormField>
          <FormField id="draft-address" label="Address" optional>
            {(control) => <input {...control} value={delivery.address} onChange={(event) => setDelivery({ ...delivery, address: event.target.value })} data-testid="draft-address" />}
          </FormField>
        </div>
      </section>

      <FormField id="draft-note" label="Note" optional error={errorOf("note")}>
        {(control) => <textarea {...control} rows={3} value={note} onChange={(event) => setNote(event.target.value)} data-testid="draft-note" />}
      </FormField>
      <FormFooter submit="Save draft" pending="Saving…" busy={busy} error={error} submitTestId="draft-save" errorTestId="draft-error" />
    </form>
  );
}
