"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { FormField } from "@/components/ui/form-field";
import { FormFooter } from "@/components/ui/form-footer";
import { Options } from "@/components/ui/options";
import { ApiError, apiRequest } from "@/lib/api-client/api-client";
import type { ProductVisibility } from "@/lib/catalog/product-admin-schema";
import { BULK_CHANGES, type BulkChange, type BulkEditAnswer, type RefusedProduct } from "@/lib/catalog/bulk-edit-schema";
import { PRICE_MOVES, type PriceMoveKind } from "@/lib/pricing/price-move";
import formStyles from "../form.module.css";
import { shownWords } from "./visibility-filter";

const CHANGE_WORDS: Readonly<Record<BulkChange, string>> = { price: "Prices", stock: "Stock of each size", promo: "Set a promotion", "promo-clear": "Clear the promotion", publish: "Publish (shoppers see them)", hide: "Hide from shoppers" };
const MOVE_WORDS: Readonly<Record<PriceMoveKind, string>> = { percent: "By a percentage (%)", amount: "By an amount (₦)", set: "To one price (₦)" };
const SCOPES = ["chosen", "all"] as const;
type Scope = (typeof SCOPES)[number];

const numberOrNull = (text: string) => (text.trim() === "" ? null : Number(text));

interface Props {
  /** The products ticked in the list, on this page. */
  chosen: readonly string[];
  /** The list's search, and how many products it finds on every page. */
  q?: string;
  shown?: ProductVisibility;
  total: number;
  /** After an answer: the products left as they were, to show beside their rows; the page is then rendered again. */
  onEdited: (refused: RefusedProduct[]) => void;
}

/** One change (prices, stock, a promotion, published or hidden) made to the ticked products or to the whole list; products left as they were are named with why. */
export function BulkEditForm({ chosen, q, shown, total, onEdited }: Props) {
  const router = useRouter();
  const [scope, setScope] = useState<Scope>("chosen");
  const [change, setChange] = useState<BulkChange>("price");
  const [kind, setKind] = useState<PriceMoveKind>("percent");
  const [value, setValue] = useState("");
  const [stock, setStock] = useState("");
  const [discount, setDiscount] = useState("");
  const [startDate, setStartDate] = useState("");
  const [endDate, setEndDate] = useState("");
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]>>({});
  const [refused, setRefused] = useState<RefusedProduct[]>([]);

  const edit =
    change === "price" ? { change, kind, value: numberOrNull(value) } : change === "stock" ? { change, stock: numberOrNull(stock) } : change === "promo" ? { change, discount: numberOrNull(discount), startDate, endDate } : { change };
  const fieldError = (name: string) => fieldErrors[`edit.${name}`]?.[0] ?? null;
  const whole = `all ${total}${shownWords(shown)} ${q ? `found for “${q}”` : "in the shop"}`;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setStatus(null);
    setError(null);
    setFieldErrors({});
    try {
      const body = scope === "all" ? { all: true, q: q ?? "", shown, edit } : { ids: chosen, edit };
      const answer = await apiRequest<BulkEditAnswer>("/products/bulk-edit", { body, timeoutMs: 120_000 });
      setStatus(answer.message);
      setRefused(answer.refused);
      onEdited(answer.refused);
      router.refresh();
    } catch (failure) {
      setError(failure instanceof ApiError ? (failure.fieldErrors.ids?.[0] ?? failure.message) : "Fetch error");
      if (failure instanceof ApiError) setFieldErrors(failure.fieldErrors);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={formStyles.form} onSubmit={submit} aria-label="Edit products in bulk" data-testid="bulk-edit-form" noValidate>
      <fieldset className={formStyles.grid}>
        <legend className={formStyles.hint}>Which products</legend>
        {SCOPES.map((option) => (
          <label key={option}>
            <input type="radio" name="bulk-edit-scope" value={option} checked={scope === option} onChange={() => setScope(option)} data-testid={`bulk-edit-scope-${option}`} />{" "}
            {option === "chosen" ? `The ${chosen.length} ticked in the list` : `The whole list: ${whole}`}
          </label>
        ))}
      </fieldset>
      <div className={formStyles.grid}>
        <FormField id="bulk-edit-change" label="Change" look="compact">
          {(control) => (
            <select {...control} value={change} onChange={(event) => setChange(event.target.value as BulkChange)} data-testid="bulk-edit-change">
              <Options values={BULK_CHANGES} labels={CHANGE_WORDS} />
            </select>
          )}
        </FormField>
        {change === "price" ? (
          <>
            <FormField id="bulk-edit-kind" label="Price move" look="compact">
              {(control) => (
                <select {...control} value={kind} onChange={(event) => setKind(event.target.value as PriceMoveKind)}>
                  <Options values={PRICE_MOVES} labels={MOVE_WORDS} />
                </select>
              )}
            </FormField>
            <FormField id="bulk-edit-value" label={kind === "percent" ? "Percent (−10 lowers)" : kind === "amount" ? "Naira (−500 lowers)" : "New price in naira"} error={fieldError("value")} look="compact">
              {(control) => <input {...control} type="number" inputMode="decimal" step="0.01" value={value} onChange={(event) => setValue(event.target.value)} />}
            </FormField>
          </>
        ) : null}
        {change === "stock" ? (
          <FormField id="bulk-edit-stock" label="Units in each size" error={fieldError("stock")} look="compact">
            {(control) => <input {...control} type="number" inputMode="numeric" step="1" min="0" value={stock} onChange={(event) => setStock(event.target.value)} />}
          </FormField>
        ) : null}
        {change === "promo" ? (
          <>
            <FormField id="bulk-edit-discount" label="Promotion discount (%)" error={fieldError("discount")} look="compact">
              {(control) => <input {...control} type="number" step="1" min="1" max="100" value={discount} onChange={(event) => setDiscount(event.target.value)} />}
            </FormField>
            <FormField id="bulk-edit-start" label="Promotion from" optional error={fieldError("startDate")} look="compact">
              {(control) => <input {...control} type="date" value={startDate} onChange={(event) => setStartDate(event.target.value)} />}
            </FormField>
            <FormField id="bulk-edit-end" label="Promotion until" optional error={fieldError("endDate")} look="compact">
              {(control) => <input {...control} type="date" value={endDate} onChange={(event) => setEndDate(event.target.value)} />}
            </FormField>
          </>
        ) : null}
      </div>
      {refused.length > 0 ? (
        <ul aria-label="Products left as they were" data-testid="bulk-edit-refused">
          {refused.map((product) => (
            <li key={product.id}>
              {product.name}: {product.reason}
            </li>
          ))}
        </ul>
      ) : null}
      <FormFooter submit="Apply" pending="Applying..." busy={busy} submitTestId="bulk-edit-submit" variant="secondary" small status={status} error={error} />
    </form>
  );
}
