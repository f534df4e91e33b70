"use client";

import Link from "next/link";
import { useState, type FormEvent } from "react";
import { FormFooter } from "@/components/ui/form-footer";
import { useSend } from "@/components/ui/use-send";
import { apiRequest } from "@/lib/api-client/api-client";
import type { TrackedOrder } from "@/lib/orders/tracked-order";
import styles from "./tracking.module.css";

/**
 * Follows the link e-mailed for a shipping change. The change applies on a press, not on opening
 * the page, so a mail scanner that opens links changes nothing.
 */
export function ConfirmShippingChange({ token }: { token: string }) {
  const { busy, error, status, send } = useSend("token");
  const [order, setOrder] = useState<TrackedOrder | null>(null);

  async function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await send(async () => {
      const answer = await apiRequest<{ message: string; data: TrackedOrder }>("/orders/shipping/confirm", { method: "POST", body: { token }, timeoutMs: 10_000 });
      setOrder(answer.data);
      return answer.message;
    });
  }

  if (order) {
    const { shipping } = order;
    return (
      <section className={styles.panel} aria-live="polite" data-testid="shipping-confirmed">
        <p className={styles.success} role="status">
          {status}
        </p>
        <p>
          Order {order.orderNumber} now goes to {[shipping.fullName, shipping.address, shipping.city, shipping.state].filter(Boolean).join(", ")}.
        </p>
        <Link href={`/order-tracking?id=${encodeURIComponent(order.orderNumber)}`}>Track this order</Link>
      </section>
    );
  }
  return (
    <section className={styles.panel}>
      <p>Someone asked on the tracking page to change where an order goes or how to reach its buyer. Confirm it if it was you; otherwise leave this page and the order keeps its details.</p>
      <form onSubmit={confirm} noValidate data-testid="shipping-confirm-form">
        <FormFooter submit="Confirm the new details" pending="Confirming..." busy={busy} submitTestId="shipping-confirm" error={error} errorTestId="shipping-confirm-error" />
      </form>
    </section>
  );
}
