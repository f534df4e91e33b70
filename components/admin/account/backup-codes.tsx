"use client";

import { useState } from "react";
import { buttonClass } from "@/components/ui/button";
import { useNotify } from "@/components/ui/notifications";
import { ACCOUNT_MESSAGES } from "@/lib/admin/account-schemas";
import { formatAdminTime } from "@/lib/admin/admin-time";
import { apiRequest } from "@/lib/api-client/api-client";
import { ConfirmDialog } from "../confirm-dialog";
import { useConfirmedAction } from "../use-confirmed-action";
import formStyles from "../form.module.css";
import styles from "./account.module.css";

interface Props {
  status: { generatedAt: string | null; remaining: number };
  onGenerated: () => void;
}

function download(codes: string[]) {
  const text = `Scents admin backup codes\nEach code works once at admin login, in place of the security key.\n\n${codes.join("\n")}\n`;
  const url = URL.createObjectURL(new Blob([text], { type: "text/plain" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = "scents-backup-codes.txt";
  link.click();
  URL.revokeObjectURL(url);
}

/** Generates a new set of backup codes and shows it this once, to copy or download. */
export function BackupCodes({ status, onGenerated }: Props) {
  const notify = useNotify();
  const [codes, setCodes] = useState<string[] | null>(null);
  const generation = useConfirmedAction(generate);
  const busy = generation.busy;

  async function generate() {
    try {
      const answer = await apiRequest<{ codes: string[] }>("/admin/backup-codes", { method: "POST", timeoutMs: 15_000 });
      setCodes(answer.codes);
      onGenerated();
    } catch {
      notify("error", ACCOUNT_MESSAGES.backupCodesFailed);
    }
  }

  async function copy(list: string[]) {
    try {
      await navigator.clipboard.writeText(list.join("\n"));
      notify("success", "Backup codes copied.");
    } catch {
      notify("error", "Could not copy; select the codes and copy them, or download them.");
    }
  }

  return (
    <div className={formStyles.form}>
      <p className={formStyles.hint} data-testid="backup-codes-status">
        {status.generatedAt
          ? `${status.remaining} of 8 codes unused, generated ${formatAdminTime(status.generatedAt)}.`
          : "No backup codes yet. A code lets you sign in once without the security key."}
      </p>
      {codes ? (
        <>
          <p className={formStyles.notice} role="status">
            Shown this once: store these codes somewhere safe. Each works once at admin login in place of the security key.
          </p>
          <ul className={styles.codes} aria-label="Backup codes" data-testid="backup-codes">
            {codes.map((code) => (
              <li key={code}>{code}</li>
            ))}
          </ul>
          <div className={formStyles.actions}>
            <button type="button" className={buttonClass("secondary", { small: true })} onClick={() => void copy(codes)}>
              Copy codes
            </button>
            <button type="button" className={buttonClass("secondary", { small: true })} onClick={() => download(codes)} data-testid="backup-codes-download">
              Download as text file
            </button>
          </div>
        </>
      ) : null}
      <div className={formStyles.actions}>
        <button
          type="button"
          className={buttonClass("primary")}
          disabled={busy}
          onClick={() => (status.remaining > 0 || codes ? generation.ask(true) : void generation.run(true))}
          data-testid="backup-codes-generate"
        >
          {busy ? "Generating..." : "Generate Backup Codes"}
        </button>
      </div>
      <ConfirmDialog {...generation.dialog} title="Generate new backup codes?" confirmLabel="Generate new codes" cancelLabel="Keep current codes" testId="backup-codes-dialog">
        <p>Your current backup codes will stop working.</p>
      </ConfirmDialog>
    </div>
  );
}
