"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { FormField } from "@/components/ui/form-field";
import { FormFooter } from "@/components/ui/form-footer";
import { useSend } from "@/components/ui/use-send";
import { apiRequest } from "@/lib/api-client/api-client";
import { MAX_LOW_STOCK_THRESHOLD } from "@/lib/vocabulary/stock-moves";
import formStyles from "../form.module.css";

interface Props {
  productId: string;
  /** The product's own figure, or null when the store's applies. */
  own: number | null;
  storeFigure: number;
}

/** The product's own low-stock figure; left empty, the store's applies. */
export function LowStockForm({ productId, own, storeFigure }: Props) {
  const router = useRouter();
  const [value, setValue] = useState(own === null ? "" : String(own));
  const { busy, error, status: saved, send } = useSend("lowStockThreshold");

  async function submit(event: FormEvent) {
    event.preventDefault();
    await send(async () => {
      const lowStockThreshold = value.trim() === "" ? null : Number(value);
      const answer = await apiRequest<{ message: string }>(`/products/stock-history/${productId}`, { method: "PUT", body: { lowStockThreshold } });
      router.refresh();
      return answer.message;
    });
  }

  return (
    <form className={formStyles.form} onSubmit={submit} aria-label="Low-stock alert" data-testid="low-stock-form" noValidate>
      <FormField
        id="low-stock-threshold"
        label="E-mail me when a size falls to"
        hint={`Units left in any one size. Empty: the store's figure (${storeFigure}), set in Settings.`}
        error={error}
        look="compact"
      >
        {(control) => (
          <input {...control} type="number" inputMode="numeric" min={0} max={MAX_LOW_STOCK_THRESHOLD} step={1} value={value} placeholder={String(storeFigure)} onChange={(event) => setValue(event.target.value)} data-testid="low-stock-threshold" />
        )}
      </FormField>
      <FormFooter submit="Save alert" pending="Saving..." busy={busy} submitTestId="low-stock-save" variant="secondary" small status={saved} />
    </form>
  );
}
