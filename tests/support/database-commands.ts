// The driver mongoose uses: every command an operation sends goes through this method.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { Connection } = require("mongoose/node_modules/mongodb/lib/cmap/connection") as { Connection: { prototype: { command: (...args: unknown[]) => Promise<unknown> } } };

/** The database commands `work` sends, as "<command> <collection>" in the order sent. */
export async function commandsSentBy(work: () => Promise<unknown>): Promise<string[]> {
  const original = Connection.prototype.command;
  const seen: string[] = [];
  const spy = jest.spyOn(Connection.prototype, "command").mockImplementation(async function (this: unknown, ...args: unknown[]) {
    const command = args[1] as Record<string, unknown>;
    const name = Object.keys(command)[0] ?? "";
    seen.push(`${name} ${String(command[name])}`);
    return original.apply(this, args);
  });
  try {
    await work();
  } finally {
    spy.mockRestore();
  }
  return seen;
}
