/** `npm run images:backfill`: gives photos uploaded before the image pipeline their variants (resumable, idempotent). */
import mongoose from "mongoose";
import { backfillPhotos } from "../lib/uploads/backfill";

backfillPhotos()
  .then(async (report) => {
    console.log(`[images] ${report.upgraded} photos given their variants; ${report.removedOriginals} originals removed`);
    if (report.missing.length > 0) console.log(`[images] not on disk (pages show the artwork instead): ${report.missing.join(", ")}`);
    if (report.unreadable.length > 0) console.log(`[images] not readable as photos, left as they are: ${report.unreadable.join(", ")}`);
    await mongoose.disconnect();
  })
  .catch(async (error: unknown) => {
    console.error(`[images] ${error instanceof Error ? error.message : String(error)}`);
    await mongoose.disconnect();
    process.exit(1);
  });
