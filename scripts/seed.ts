/** `npm run seed`: loads the seed catalogue into MONGODB_URI (idempotent). */
import mongoose from "mongoose";
import { seedCatalogue } from "../lib/catalog/seed";

seedCatalogue()
  .then(async ({ inserted }) => {
    console.log(`[seed] ${inserted} products added (existing products left as they are)`);
    await mongoose.disconnect();
  })
  .catch(async (error: unknown) => {
    console.error(`[seed] ${error instanceof Error ? error.message : String(error)}`);
    await mongoose.disconnect();
    process.exit(1);
  });
