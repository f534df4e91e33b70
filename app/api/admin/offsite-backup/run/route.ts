import { json, route } from "@/lib/api/route";
import { OFFSITE_MESSAGES } from "@/lib/backup/offsite-schemas";
import { requestBackupNow } from "@/lib/backup/offsite-settings";

export const dynamic = "force-dynamic";

/** 'Back up now': due at once, run by whichever instance's next pass (within a minute) claims it. */
export const POST = route({ access: "backups" }, async () => json({ success: true, message: OFFSITE_MESSAGES.requested, backup: await requestBackupNow() }, 202));
