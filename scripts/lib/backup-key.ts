import { createInterface } from "node:readline/promises";

export const BACKUP_KEY_HELP = "the backup key shown once when it was made in Admin › Security (scents-backup-key-1:…)";

/**
 * The owner's backup key, for opening an off-site backup: BACKUP_KEY, else asked for on the
 * terminal. Without a terminal and without BACKUP_KEY the command stops and says so.
 */
export async function askBackupKey(env: NodeJS.ProcessEnv = process.env): Promise<string> {
  if (env.BACKUP_KEY) return env.BACKUP_KEY;
  if (!process.stdin.isTTY) throw new Error(`Give ${BACKUP_KEY_HELP} in BACKUP_KEY, or run this in a terminal to be asked for it.`);
  const prompt = createInterface({ input: process.stdin, output: process.stderr });
  try {
    return await prompt.question(`Backup key (${BACKUP_KEY_HELP}): `);
  } finally {
    prompt.close();
  }
}
