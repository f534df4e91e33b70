/**
 * `npm run create-admin`: creates or updates the shop's admin. Reads ADMIN_NAME, ADMIN_EMAIL,
 * ADMIN_PASSWORD and ADMIN_SECURITY_KEY, and asks for any that are missing.
 */
import { createInterface } from "node:readline/promises";
import mongoose from "mongoose";
import { adminAccountSchema, upsertAdmin } from "../lib/admin/admin-account";

async function ask(question: string): Promise<string> {
  const prompt = createInterface({ input: process.stdin, output: process.stdout });
  try {
    return await prompt.question(question);
  } finally {
    prompt.close();
  }
}

async function main(): Promise<void> {
  const values = {
    name: process.env.ADMIN_NAME || (await ask("Admin name: ")),
    email: process.env.ADMIN_EMAIL || (await ask("Admin e-mail: ")),
    password: process.env.ADMIN_PASSWORD || (await ask("Password (at least 8 characters, with upper and lower case letters and a number): ")),
    securityKey: process.env.ADMIN_SECURITY_KEY || (await ask("Admin security key (at least 8 characters): ")),
  };
  const parsed = adminAccountSchema.safeParse(values);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) console.error(`[create-admin] ${String(issue.path[0])}: ${issue.message}`);
    process.exit(1);
  }
  const { created } = await upsertAdmin(parsed.data);
  console.log(`[create-admin] ${created ? "created" : "updated"} admin ${parsed.data.email}`);
}

main()
  .then(() => mongoose.disconnect())
  .catch(async (error: unknown) => {
    console.error(`[create-admin] ${error instanceof Error ? error.message : String(error)}`);
    await mongoose.disconnect();
    process.exit(1);
  });
