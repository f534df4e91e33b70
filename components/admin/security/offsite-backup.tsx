"use client";

import { useState, type FormEvent } from "react";
import { buttonClass } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { FormFooter } from "@/components/ui/form-footer";
import { useNotify } from "@/components/ui/notifications";
import { formatAdminTime as when } from "@/lib/admin/admin-time";
import { apiRequest, ApiError } from "@/lib/api-client/api-client";
import { OFFSITE_MESSAGES, offsiteSettingsSchema, type OffsiteBackupView } from "@/lib/backup/offsite-schemas";
import formStyles from "../form.module.css";
import { useSchemaForm } from "../use-schema-form";
import { Alert } from "@/components/ui/alert";

type Field = "endpoint" | "region" | "bucket" | "accessKeyId" | "secretAccessKey" | "timeOfDay";

const FIELDS: { name: Field; label: string; type: string; hint?: string; optional?: boolean; placeholder?: string }[] = [
  { name: "endpoint", label: "Endpoint", type: "url", optional: true, placeholder: "https://<account>.r2.cloudflarestorage.com", hint: "Empty for AWS S3; your provider's S3 endpoint for R2, B2 or Spaces." },
  { name: "region", label: "Region", type: "text", placeholder: "auto" },
  { name: "bucket", label: "Bucket", type: "text", placeholder: "my-shop-backups" },
  { name: "accessKeyId", label: "Access key ID", type: "text" },
  { name: "secretAccessKey", label: "Secret access key", type: "password" },
  { name: "timeOfDay", label: "Time of day (Lagos)", type: "time", hint: "Each day at this time; a quiet hour is best." },
];

const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

const initialValues = (view: OffsiteBackupView): Record<Field, string> => ({
  endpoint: view.endpoint,
  region: view.region,
  bucket: view.bucket,
  accessKeyId: "",
  secretAccessKey: "",
  timeOfDay: view.timeOfDay,
});

function BackupStatus({ view }: { view: OffsiteBackupView }) {
  return (
    <div className={formStyles.notice} data-testid="offsite-status">
      <p>
        Last backup:{" "}
        {view.last ? (
          <span data-testid="offsite-last">
            {when(view.last.finishedAt)}, {megabytes(view.last.bytes)} with {view.last.photos} photos, took {seconds(view.last.durationMs)}
          </span>
        ) : (
          "none yet"
        )}
      </p>
      <p>
        Next backup: <span data-testid="offsite-next">{view.running ? "running now" : view.nextRunAt ? when(view.nextRunAt) : "not scheduled (make a backup key)"}</span>
      </p>
    </div>
  );
}

/**
 * Admin › Security: where the daily off-site backup goes, when, and the owner's backup key. The
 * key is shown once, in the answer that made it; the shop keeps only its public half.
 */
export function OffsiteBackup({ initial }: { initial: OffsiteBackupView }) {
  const notify = useNotify();
  const [view, setView] = useState(initial);
  const [ownerKey, setOwnerKey] = useState<string | null>(null);
  const [busy, setBusy] = useState<"key" | "run" | null>(null);
  const [actionFailure, setActionFailure] = useState<string | null>(null);
  const form = useSchemaForm<Field, unknown>({ schema: offsiteSettingsSchema, initial: initialValues(initial), fields: FIELDS.map((field) => field.name), idFor: (field) => `offsite-${field}` });

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const done = await form.run(async (body) => {
      const answer = await apiRequest<{ backup: OffsiteBackupView }>("/admin/offsite-backup", { method: "PUT", body, timeoutMs: 15_000 });
      setView(answer.backup);
      form.reset(initialValues(answer.backup));
    }, "Could not save the off-site backup settings. Please try again.");
    if (done) notify("success", OFFSITE_MESSAGES.saved);
  }

  async function act(kind: "key" | "run") {
    setBusy(kind);
    setActionFailure(null);
    try {
      if (kind === "key") {
        const answer = await apiRequest<{ ownerKey: string; backup: OffsiteBackupView }>("/admin/offsite-backup/key", { method: "POST", timeoutMs: 15_000 });
        setOwnerKey(answer.ownerKey);
        setView(answer.backup);
        notify("success", OFFSITE_MESSAGES.keyMade);
      } else {
        const answer = await apiRequest<{ backup: OffsiteBackupView }>("/admin/offsite-backup/run", { method: "POST", timeoutMs: 15_000 });
        setView(answer.backup);
        notify("success", OFFSITE_MESSAGES.requested);
      }
    } catch (error) {
      setActionFailure(error instanceof ApiError ? error.message : "That did not work. Please try again.");
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className={formStyles.form}>
      <p className={formStyles.hint}>
        Each day the whole shop (database and uploaded photos) is compressed, sealed with your backup key and sent to your S3-compatible bucket (AWS S3, Cloudflare R2, Backblaze B2,
        DigitalOcean Spaces). Kept: one a day for 7 days, one a week for 4 weeks, one a month for 12 months. If a backup fails you get an e-mail and it is tried again within the hour.
      </p>
      {view.failure ? (
        <p className={formStyles.alert} role="alert" data-testid="offsite-failure">
          The last backup failed at {when(view.failure.at)}: {view.failure.message}
        </p>
      ) : null}
      {view.configured ? <BackupStatus view={view} /> : null}
      <form className={formStyles.form} onSubmit={save} noValidate aria-describedby={form.failure ? "offsite-form-error" : undefined} data-testid="offsite-form">
        <div className={formStyles.grid}>
          {FIELDS.map((field) => (
            <FormField
              key={field.name}
              id={`offsite-${field.name}`}
              label={field.label}
              error={form.errors[field.name]}
              optional={field.optional}
              look="compact"
              hint={
                (field.name === "accessKeyId" || field.name === "secretAccessKey") && view.configured
                  ? `Saved${field.name === "accessKeyId" && view.accessKeyIdLastFour ? ` (ends ${view.accessKeyIdLastFour})` : ""}, stored encrypted; leave empty to keep it.`
                  : field.hint
              }
            >
              {(control) => (
                <input
                  {...control}
                  type={field.type}
                  name={field.name}
                  autoComplete="off"
                  placeholder={field.placeholder}
                  value={form.values[field.name]}
                  onChange={(event) => form.edit(field.name, event.target.value)}
                  data-testid={`offsite-${field.name}`}
                />
              )}
            </FormField>
          ))}
        </div>
        <FormFooter submit="Save Bucket" pending="Saving..." busy={form.busy} submitTestId="offsite-save" error={form.failure} errorId="offsite-form-error" errorTestId="offsite-form-error" />
      </form>
      {view.configured ? (
        <>
          <p className={formStyles.hint}>
            {view.keyId ? `Backups are sealed with backup key ${view.keyId}. ` : "Make a backup key before the first backup. "}
            The shop keeps only the half that seals; the half that opens is shown to you once. Without it no backup can be restored: keep it in a password manager, off this server.
            A new key seals the backups from then on; older ones still need the key they were made with.
          </p>
          {ownerKey ? (
            <div className={formStyles.notice} role="status">
              <label htmlFor="offsite-owner-key">Your backup key (copy it now: it is not shown again)</label>
              <textarea id="offsite-owner-key" readOnly rows={2} value={ownerKey} onFocus={(event) => event.currentTarget.select()} data-testid="offsite-owner-key" />
              <p className={formStyles.hint}>
                A restore asks for it: <code>npm run restore -- s3://{view.bucket}/…</code> prompts for it, or reads it from <code>BACKUP_KEY</code>.
              </p>
            </div>
          ) : null}
          <Alert message={actionFailure} />
          <div className={formStyles.actions}>
            <button type="button" className={buttonClass(view.keyId ? "secondary" : "primary")} onClick={() => void act("key")} disabled={busy !== null} data-testid="offsite-make-key">
              {busy === "key" ? "Making Key..." : view.keyId ? "Make a New Backup Key" : "Make Backup Key"}
            </button>
            <button type="button" className={buttonClass("secondary")} onClick={() => void act("run")} disabled={busy !== null || !view.keyId} data-testid="offsite-run">
              {busy === "run" ? "Starting..." : "Back Up Now"}
            </button>
          </div>
        </>
      ) : null}
    </div>
  );
}
