"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { FormField } from "@/components/ui/form-field";
import { FormFooter } from "@/components/ui/form-footer";
import { useSend } from "@/components/ui/use-send";
import { apiRequest } from "@/lib/api-client/api-client";
import { fromShopDateTimeInput } from "@/lib/calendar/shop-calendar";
import formStyles from "../form.module.css";

interface Props {
  productId: string;
  /** When it goes on sale, as a datetime-local field shows it in Lagos time; "" for none. */
  onSaleAt: string;
  perCustomerLimit: number | null;
}

/** A drop: when the product goes on sale (Lagos time) and how many each customer may buy; both left empty, it is an everyday product. */
export function DropForm({ productId, onSaleAt, perCustomerLimit }: Props) {
  const router = useRouter();
  const [time, setTime] = useState(onSaleAt);
  const [limit, setLimit] = useState(perCustomerLimit === null ? "" : String(perCustomerLimit));
  const { busy, error, status: saved, send } = useSend("onSaleAt");

  async function submit(event: FormEvent) {
    event.preventDefault();
    await send(async () => {
      const answer = await apiRequest<{ message: string }>(`/products/drop/${productId}`, {
        method: "PUT",
        body: { onSaleAt: fromShopDateTimeInput(time), perCustomerLimit: limit.trim() === "" ? null : limit.trim() },
      });
      router.refresh();
      return answer.message;
    });
  }

  return (
    <form className={formStyles.form} onSubmit={submit} aria-label="Drop" data-testid="drop-form" noValidate>
      <FormField id="drop-on-sale-at" label="Goes on sale at" hint="Lagos time. Before it, the product's page counts down and no one can order it. Empty: on sale now." error={error} look="compact">
        {(control) => <input {...control} type="datetime-local" value={time} onChange={(event) => setTime(event.target.value)} data-testid="drop-on-sale-at" />}
      </FormField>
      <FormField id="drop-per-customer-limit" label="Limit per customer" hint="Units one customer (by e-mail or account) may order in all. Empty: no limit." look="compact">
        {(control) => <input {...control} type="number" inputMode="numeric" min={1} step={1} value={limit} onChange={(event) => setLimit(event.target.value)} data-testid="drop-per-customer-limit" />}
      </FormField>
      <FormFooter submit="Save drop" pending="Saving..." busy={busy} submitTestId="drop-save" variant="secondary" small status={saved} />
    </form>
  );
}
