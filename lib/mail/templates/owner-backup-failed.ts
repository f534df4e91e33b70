import { z } from "zod";
import { renderMail } from "./layout";
import { defineTemplate } from "./template";

const lagosTime = (iso: string) =>
  new Intl.DateTimeFormat("en-NG", { dateStyle: "medium", timeStyle: "short", timeZone: "Africa/Lagos" }).format(new Date(iso));

/** To the owner, at most once a day while it lasts: the off-site backup failed, why, and when it is tried again. */
export const ownerBackupFailed = defineTemplate({
  schema: z.object({ failedAt: z.iso.datetime(), reason: z.string().min(1), nextAttemptAt: z.iso.datetime(), lastBackupAt: z.iso.datetime().nullable() }),
  render: (failure, { siteUrl }) =>
    renderMail("Off-site backup failed", "Your off-site backup failed", [
      {
        kind: "paragraph",
        text: `The shop could not back itself up to your bucket. It tries again by itself; if the cause is the bucket's settings or keys, correct them in Admin › Security.`,
      },
      {
        kind: "facts",
        rows: [
          ["Failed at", lagosTime(failure.failedAt)],
          ["Why", failure.reason],
          ["Next attempt", lagosTime(failure.nextAttemptAt)],
          ["Last good backup", failure.lastBackupAt ? lagosTime(failure.lastBackupAt) : "None yet"],
        ],
      },
      { kind: "button", label: "Open Security & Backups", url: `${siteUrl}/admin/security` },
    ]),
});
