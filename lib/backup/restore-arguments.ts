export const RESTORE_USAGE = "usage: npm run restore -- <backup file | s3://bucket/key> [--force]";

/** `npm run restore -- FILE [--force]`: one file (or an off-site backup's s3:// address), and --force to replace a database that has data. */
export function parseRestoreArguments(argv: string[]): { file: string; force: boolean } | { error: string } {
  const force = argv.includes("--force");
  const rest = argv.filter((argument) => argument !== "--force");
  const unknown = rest.find((argument) => argument.startsWith("--"));
  if (unknown) return { error: `unknown option ${unknown}. ${RESTORE_USAGE}` };
  if (rest.length !== 1 || !rest[0]) return { error: RESTORE_USAGE };
  return { file: rest[0], force };
}
