"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { buttonClass } from "@/components/ui/button";
import { formatAdminTime } from "@/lib/admin/admin-time";
import { apiRequest } from "@/lib/api-client/api-client";
import type { FailedMailView } from "@/lib/mail/failed-messages";
import styles from "../dashboard.module.css";
import { useNotify } from "@/components/ui/notifications";

/** E-mails the shop gave up sending after its retries, each with a button to send it again. */
export function FailedMailList({ messages, total }: { messages: FailedMailView[]; total: number }) {
  const router = useRouter();
  const notify = useNotify();
  const [busy, setBusy] = useState<string | null>(null);

  async function retry(message: FailedMailView) {
    setBusy(message.id);
    try {
      await apiRequest(`/admin/mail/${message.id}/retry`, { method: "POST" });
      notify("success", `The e-mail to ${message.to} is queued to be sent again.`);
      router.refresh();
    } catch (error) {
      notify("error", error instanceof Error ? error.message : "Could not queue the e-mail. Please try again.");
    } finally {
      setBusy(null);
    }
  }

  return (
    <>
      {messages.length === 0 ? (
        <p className={styles.empty}>Every e-mail went out.</p>
      ) : (
        <>
          <p className={styles.meta}>
            {total} e-mail{total === 1 ? "" : "s"} could not be delivered after every retry. Check the mail settings (SMTP_URL), then retry.
          </p>
          <ul className={styles.list} data-testid="failed-mail">
            {messages.map((message) => (
              <li key={message.id} data-testid="failed-mail-item">
                <span>
                  <span className={styles.failed}>{message.subject}</span> · {message.to}
                </span>
                <span className={styles.meta}>
                  {message.attempts} attempts, last <time dateTime={message.failedAt}>{formatAdminTime(message.failedAt)}</time>: {message.lastError}
                </span>
                <span>
                  <button
                    type="button"
                    className={buttonClass("ghost", { small: true })}
                    onClick={() => void retry(message)}
                    disabled={busy === message.id}
                    aria-label={`Retry the e-mail "${message.subject}" to ${message.to}`}
                    data-testid="failed-mail-retry"
                  >
                    {busy === message.id ? "Queueing…" : "Retry"}
                  </button>
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}
