"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { FormField } from "@/components/ui/form-field";
import { FormFooter } from "@/components/ui/form-footer";
import { Options } from "@/components/ui/options";
import { ApiError, apiRequest } from "@/lib/api-client/api-client";
import type { ProductVisibility } from "@/lib/catalog/product-admin-schema";
import { PRICE_MOVES, type PriceMoveKind } from "@/lib/pricing/price-move";
import { shownWords } from "./visibility-filter";
import formStyles from "../form.module.css";

const KIND_WORDS: Readonly<Record<PriceMoveKind, string>> = { percent: "Move by a percentage (%)", amount: "Move by an amount (₦)", set: "Set to one price (₦)" };

interface Props {
  /** The list's search: the move applies to every product it finds, on every page. */
  q?: string;
  shown?: ProductVisibility;
  total: number;
}

/** Moving the prices of every product the list shows at once; a refused move lists each size it would leave without a price. */
export function BulkPriceForm({ q, shown, total }: Props) {
  const router = useRouter();
  const [kind, setKind] = useState<PriceMoveKind>("percent");
  const [value, setValue] = useState("");
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [valueError, setValueError] = useState<string | null>(null);
  const [refused, setRefused] = useState<string[]>([]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setStatus(null);
    setError(null);
    setValueError(null);
    setRefused([]);
    try {
      const answer = await apiRequest<{ message: string }>("/products/bulk-price", { body: { q: q ?? "", shown, kind, value: value.trim() === "" ? null : Number(value) }, timeoutMs: 120_000 });
      setStatus(answer.message);
      router.refresh();
    } catch (failure) {
      if (!(failure instanceof ApiError)) setError("Fetch error");
      else {
        setValueError(failure.fieldErrors.value?.[0] ?? failure.fieldErrors.kind?.[0] ?? null);
        setRefused(Object.entries(failure.fieldErrors).flatMap(([key, messages]) => (key.startsWith("products.") ? messages : [])));
        setError(failure.message);
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={formStyles.form} onSubmit={submit} aria-label="Move prices" data-testid="bulk-price-form" noValidate>
      <p className={formStyles.hint}>
        Move the prices of every size of the {total}{shownWords(shown)} {total === 1 ? "product" : "products"} {q ? `found for “${q}”` : "in the shop"}, on every page.
      </p>
      <div className={formStyles.grid}>
        <FormField id="bulk-price-kind" label="How" look="compact">
          {(control) => (
            <select {...control} value={kind} onChange={(event) => setKind(event.target.value as PriceMoveKind)} data-testid="bulk-price-kind">
              <Options values={PRICE_MOVES} labels={KIND_WORDS} />
            </select>
          )}
        </FormField>
        <FormField id="bulk-price-value" label={kind === "percent" ? "By how many percent (−10 lowers)" : kind === "amount" ? "By how many naira (−500 lowers)" : "The new price in naira"} error={valueError} look="compact">
          {(control) => <input {...control} type="number" inputMode="decimal" step="0.01" value={value} onChange={(event) => setValue(event.target.value)} data-testid="bulk-price-value" />}
        </FormField>
      </div>
      {refused.length > 0 ? (
        <ul aria-label="Sizes the move would leave without a price" data-testid="bulk-price-refused">
          {refused.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
      <FormFooter submit="Move prices" pending="Moving prices..." busy={busy} submitTestId="bulk-price-submit" variant="secondary" small status={status} error={valueError ? null : error} />
    </form>
  );
}
