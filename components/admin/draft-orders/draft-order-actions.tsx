"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { FormField } from "@/components/ui/form-field";
import { Options } from "@/components/ui/options";
import { FormFooter } from "@/components/ui/form-footer";
import { buttonClass } from "@/components/ui/button";
import { useNotify } from "@/components/ui/notifications";
import { ApiError, apiRequest } from "@/lib/api-client/api-client";
import { formatNaira } from "@/lib/money/naira";
import { OUTSIDE_PAYMENT_LABELS, OUTSIDE_PAYMENT_WAYS, PAYMENT_LINK_HOURS } from "@/lib/vocabulary/draft-orders";
import styles from "./draft-orders.module.css";

interface Props {
  draftId: string;
  total: number;
  buyer: { name: string; email: string };
  link: { url: string; amount: number; expiresAt: string } | null;
}

/** The words the buyer receives with the link, on WhatsApp or by e-mail. */
function linkMessage(name: string, amount: number, url: string): string {
  return `Hello ${name}, here is your Scents order of ${formatNaira(amount)}. Pay securely here: ${url}`;
}

/** A draft's two ways to be paid: a payment link to send, or a payment the owner took (cash, POS, transfer). */
export function DraftOrderActions({ draftId, total, buyer, link }: Props) {
  const router = useRouter();
  const notify = useNotify();
  const [hours, setHours] = useState(String(PAYMENT_LINK_HOURS.default));
  const [how, setHow] = useState<string>(OUTSIDE_PAYMENT_WAYS[0]);
  const [amount, setAmount] = useState(String(total));
  const [busy, setBusy] = useState<"link" | "paid" | null>(null);
  const [errors, setErrors] = useState<{ link: string | null; paid: string | null; fields: Record<string, string[]> }>({ link: null, paid: null, fields: {} });

  async function send(kind: "link" | "paid", path: string, body: unknown, event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(kind);
    setErrors({ link: null, paid: null, fields: {} });
    try {
      const answer = await apiRequest<{ data: { orderNumber?: string } }>(path, { method: "POST", body });
      if (kind === "paid" && answer.data.orderNumber) router.push(`/admin/orders/${answer.data.orderNumber}`);
      else router.refresh();
      notify("success", kind === "link" ? "Payment link ready" : "Payment recorded");
    } catch (failure) {
      const message = failure instanceof Error ? failure.message : "Something went wrong";
      setErrors({ link: kind === "link" ? message : null, paid: kind === "paid" ? message : null, fields: failure instanceof ApiError ? failure.fieldErrors : {} });
    } finally {
      setBusy(null);
    }
  }

  async function copy(url: string) {
    await navigator.clipboard.writeText(url);
    notify("success", "Link copied");
  }

  return (
    <>
      <section className={styles.section} aria-labelledby="draft-link-title" data-testid="draft-link-section">
        <h2 id="draft-link-title">Payment link</h2>
        {link ? (
          <>
            <p className={styles.linkBox}>
              <a href={link.url} data-testid="draft-link-url">
                {link.url}
              </a>
            </p>
            <p className={styles.muted}>
              {formatNaira(link.amount)}, payable until {new Date(link.expiresAt).toLocaleString("en-NG", { timeZone: "Africa/Lagos", dateStyle: "medium", timeStyle: "short" })}
            </p>
            <div className={styles.row}>
              <button type="button" className={buttonClass("secondary")} onClick={() => void copy(link.url)} data-testid="draft-link-copy">
                Copy link
              </button>
              <a className={buttonClass("secondary")} href={`https://wa.me/?text=${encodeURIComponent(linkMessage(buyer.name, link.amount, link.url))}`} target="_blank" rel="noreferrer" data-testid="draft-link-whatsapp">
                Share on WhatsApp
              </a>
              <a
                className={buttonClass("secondary")}
                href={`mailto:${encodeURIComponent(buyer.email)}?subject=${encodeURIComponent("Your Scents order")}&body=${encodeURIComponent(linkMessage(buyer.name, link.amount, link.url))}`}
                data-testid="draft-link-email"
              >
                E-mail it
              </a>
            </div>
          </>
        ) : (
          <form onSubmit={(event) => void send("link", `/api/admin/draft-orders/${draftId}/link`, { hours }, event)} noValidate>
            <FormField id="draft-link-hours" label="Valid for (hours)" error={errors.fields.hours?.[0] ?? errors.fields["customer.email"]?.[0] ?? null}>
              {(control) => <input {...control} type="number" min={PAYMENT_LINK_HOURS.min} max={PAYMENT_LINK_HOURS.max} value={hours} onChange={(event) => setHours(event.target.value)} data-testid="draft-link-hours" />}
            </FormField>
            <FormFooter submit="Create payment link" pending="Creating…" busy={busy === "link"} error={errors.link} submitTestId="draft-link-create" />
          </form>
        )}
      </section>
      <section className={styles.section} aria-labelledby="draft-paid-title">
        <h2 id="draft-paid-title">Paid to you directly</h2>
        <form onSubmit={(event) => void send("paid", `/api/admin/draft-orders/${draftId}/paid`, { how, amount }, event)} noValidate className={styles.row}>
          <FormField id="draft-paid-how" label="How">
            {(control) => (
              <select {...control} value={how} onChange={(event) => setHow(event.target.value)} data-testid="draft-paid-how">
                <Options values={OUTSIDE_PAYMENT_WAYS} labels={OUTSIDE_PAYMENT_LABELS} />
              </select>
            )}
          </FormField>
          <FormField id="draft-paid-amount" label="Amount (₦)" error={errors.fields.amount?.[0] ?? null}>
            {(control) => <input {...control} inputMode="decimal" value={amount} onChange={(event) => setAmount(event.target.value)} data-testid="draft-paid-amount" />}
          </FormField>
          <FormFooter submit="Record payment" pending="Recording…" busy={busy === "paid"} error={errors.paid} submitTestId="draft-paid-record" />
        </form>
      </section>
    </>
  );
}
