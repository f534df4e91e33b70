import { z } from "zod";

export const OFFSITE_MESSAGES = {
  bucket: "Bucket names are 3-63 lowercase letters, digits, dots and hyphens",
  region: "Region is required (auto for Cloudflare R2)",
  endpoint: "Endpoint must be an https:// address (leave it empty for AWS S3)",
  accessKeyId: "Access key ID is required",
  secretAccessKey: "Secret access key is required",
  timeOfDay: "Time must be HH:MM, 24-hour",
  saved: "Off-site backup settings saved.",
  requested: "Backup started: it runs within a minute.",
  keyMade: "New backup key made. Copy it now: it is not shown again.",
  notConfigured: "Set up the bucket first.",
  noKey: "Make a backup key first: backups are sealed with it.",
} as const;

const trimmed = (max: number) => z.string().trim().max(max, `At most ${max} characters`);

/**
 * PUT /api/admin/offsite-backup. The keys may be left empty once saved, to keep the stored ones.
 * An http:// endpoint is allowed only on this machine's loopback (a local S3-compatible server).
 */
export const offsiteSettingsSchema = z.object({
  endpoint: trimmed(300)
    .refine((value) => value === "" || /^https:\/\/[^\s/]+/.test(value) || /^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?(\/|$)/.test(value), OFFSITE_MESSAGES.endpoint)
    .default(""),
  region: trimmed(50).min(1, OFFSITE_MESSAGES.region),
  bucket: z.string().trim().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, OFFSITE_MESSAGES.bucket),
  accessKeyId: trimmed(200).default(""),
  secretAccessKey: trimmed(200).default(""),
  timeOfDay: z.string().trim().regex(/^([01]\d|2[0-3]):[0-5]\d$/, OFFSITE_MESSAGES.timeOfDay),
});
export type OffsiteSettingsInput = z.infer<typeof offsiteSettingsSchema>;

/** The off-site backup as the admin sees it: never a key, only the access key's last four characters. */
export interface OffsiteBackupView {
  configured: boolean;
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyIdLastFour: string;
  timeOfDay: string;
  keyId: string | null;
  keyCreatedAt: string | null;
  nextRunAt: string | null;
  running: boolean;
  last: { key: string; finishedAt: string; bytes: number; durationMs: number; photos: number } | null;
  failure: { at: string; message: string; since: string } | null;
}
