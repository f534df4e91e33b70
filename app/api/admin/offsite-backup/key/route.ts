import { json, route } from "@/lib/api/route";
import { makeBackupKey } from "@/lib/backup/offsite-settings";

export const dynamic = "force-dynamic";

/** A new backup key: the owner's half is in this answer only, never stored, never shown again. */
export const POST = route({ access: "backups", freshKey: true }, async () => {
  const { ownerKey, view } = await makeBackupKey();
  return json({ success: true, ownerKey, backup: view }, { status: 201, headers: { "Cache-Control": "no-store" } });
});
