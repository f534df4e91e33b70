import { route } from "@/lib/api/route";
import { OFFSITE_MESSAGES, offsiteSettingsSchema } from "@/lib/backup/offsite-schemas";
import { offsiteBackupView, saveOffsiteSettings } from "@/lib/backup/offsite-settings";

export const dynamic = "force-dynamic";

/** The off-site backup's bucket (never its keys), time of day, last and next run. */
export const GET = route({ access: "backups" }, async () => ({ success: true, backup: await offsiteBackupView() }));

export const PUT = route({ access: "backups", freshKey: true, body: offsiteSettingsSchema }, async ({ body }) => ({ success: true, message: OFFSITE_MESSAGES.saved, backup: await saveOffsiteSettings(body) }));
