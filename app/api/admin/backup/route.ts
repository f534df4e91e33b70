import { Readable } from "node:stream";
import mongoose from "mongoose";
import { recordActivity } from "@/lib/activity/record-activity";
import { createBackupStream } from "@/lib/backup/create-backup";
import { backupFileName } from "@/lib/backup/format";
import { route } from "@/lib/api/route";

export const dynamic = "force-dynamic";

/** The whole shop as a gzip'd Extended JSON download, streamed as it is read. */
export const GET = route({ access: "backups", freshKey: true }, async ({ caller }) => {
  const db = mongoose.connection.db;
  if (!db) throw new Error("No database connection");
  const now = new Date();
  await recordActivity("backup-created", `${caller.email} downloaded a backup`, caller.id, caller.email);
  const body = Readable.toWeb(createBackupStream(db, now)) as ReadableStream<Uint8Array>;
  return new Response(body, {
    headers: {
      "Content-Type": "application/gzip",
      "Content-Disposition": `attachment; filename="${backupFileName(now)}"`,
      "Cache-Control": "no-store",
    },
  });
});
