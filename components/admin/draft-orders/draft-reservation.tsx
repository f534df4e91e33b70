"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { FormField } from "@/components/ui/form-field";
import { FormFooter } from "@/components/ui/form-footer";
import { useSend } from "@/components/ui/use-send";
import { formatAdminTime } from "@/lib/admin/admin-time";
import { apiRequest } from "@/lib/api-client/api-client";
import { fromShopDateTimeInput, shopDateTimeInput } from "@/lib/calendar/shop-calendar";
import styles from "./draft-orders.module.css";

const DAY_MS = 24 * 60 * 60 * 1000;

interface Props {
  draftId: string;
  /** Until when the draft's stock is held; none when nothing is. */
  reservedUntil: string | null;
}

/** Holding the draft's bottles for its buyer until a chosen time (Lagos time), and giving them back. */
export function DraftReservation({ draftId, reservedUntil }: Props) {
  const router = useRouter();
  const [until, setUntil] = useState(() => shopDateTimeInput(new Date(Date.now() + DAY_MS)));
  const { busy, error, send } = useSend("until");
  const path = `/api/admin/draft-orders/${draftId}/reservation`;

  async function change(method: "POST" | "DELETE") {
    if (await send(() => apiRequest(path, method === "POST" ? { method, body: { until: fromShopDateTimeInput(until) } } : { method }).then(() => undefined))) router.refresh();
  }

  return (
    <section className={styles.section} aria-labelledby="draft-reservation-title" data-testid="draft-reservation">
      <h2 id="draft-reservation-title">Stock</h2>
      {reservedUntil ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void change("DELETE");
          }}
        >
          <p data-testid="draft-reserved-until">Stock reserved until {formatAdminTime(reservedUntil)} (Lagos time). Release the reservation to edit the draft.</p>
          <FormFooter submit="Release" pending="Releasing…" busy={busy} error={error} variant="secondary" submitTestId="draft-release" />
        </form>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void change("POST");
          }}
          noValidate
          className={styles.row}
        >
          <p className={styles.muted}>No stock is held for this draft until it is paid, unless you reserve it.</p>
          <FormField id="draft-reserve-until" label="Reserve stock until (Lagos time)" error={error}>
            {(control) => <input {...control} type="datetime-local" value={until} onChange={(event) => setUntil(event.target.value)} data-testid="draft-reserve-until" />}
          </FormField>
          <FormFooter submit="Reserve" pending="Reserving…" busy={busy} submitTestId="draft-reserve" />
        </form>
      )}
    </section>
  );
}
