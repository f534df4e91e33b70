"use client";

import { useState } from "react";
import { buttonClass } from "@/components/ui/button";
import formStyles from "../form.module.css";
import { keyGivenAgain } from "@/lib/api-client/key-request";
import { KEY_REQUIRED } from "@/lib/vocabulary/step-up";

export const BACKUP_MESSAGES = {
  created: "Backup created successfully!",
  failed: "Failed to create backup. Please try again.",
} as const;

async function keyRequired(response: Response): Promise<boolean> {
  const body = (await response.json().catch(() => null)) as { reason?: unknown } | null;
  return body?.reason === KEY_REQUIRED;
}

function fileName(disposition: string | null): string {
  return /filename="([^"]+)"/.exec(disposition ?? "")?.[1] ?? "scents-backup.ndjson.gz";
}

/**
 * 'Create Backup': downloads the whole shop. The file is read to the end before it is saved,
 * so a backup cut short by a failure is reported as failed, never saved as if it were whole.
 */
export function BackupDownload() {
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);

  async function create() {
    setBusy(true);
    setResult(null);
    try {
      let response = await fetch("/api/admin/backup", { credentials: "same-origin", cache: "no-store" });
      if (response.status === 403 && (await keyRequired(response)) && (await keyGivenAgain())) {
        response = await fetch("/api/admin/backup", { credentials: "same-origin", cache: "no-store" });
      }
      if (!response.ok) throw new Error(`Backup answered ${response.status}`);
      const blob = await response.blob();
      const url = URL.createObjectURL(blob);
      const link = document.createElement("a");
      link.href = url;
      link.download = fileName(response.headers.get("content-disposition"));
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
      setResult({ ok: true, message: BACKUP_MESSAGES.created });
    } catch (error) {
      console.error("Backup failed", error);
      setResult({ ok: false, message: BACKUP_MESSAGES.failed });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={formStyles.form}>
      <p className={formStyles.hint}>
        One gzip&apos;d file with every collection: products, orders, customers, settings, promotions, content, messages, subscribers and integrations (their keys still
        encrypted). Restore it on a server with <code>npm run restore -- FILE</code>.
      </p>
      {result ? (
        <p className={result.ok ? formStyles.success : formStyles.alert} role={result.ok ? "status" : "alert"} data-testid="backup-result">
          {result.message}
        </p>
      ) : null}
      <div className={formStyles.actions}>
        <button type="button" className={buttonClass("primary")} onClick={() => void create()} disabled={busy} data-testid="backup-create">
          {busy ? "Creating Backup..." : "Create Backup"}
        </button>
      </div>
    </div>
  );
}
