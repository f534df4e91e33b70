// The driver mongoose uses: every command an operation sends goes through this method.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { Connection } = require("mongoose/node_modules/mongodb/lib/cmap/connection") as { Connection: DriverConnection };

/** A driver's connection class: every command its clients send goes through `command`. */
export type DriverConnection = { prototype: { command: (...args: unknown[]) => Promise<unknown> } };

/**
 * The database commands `work` sends, as "<command> <collection>" in the order sent, through
 * mongoose's driver or another copy of it (the cache handler's own `mongodb`).
 */
export async function commandsSentBy(work: () => Promise<unknown>, driver: DriverConnection = Connection): Promise<string[]> {
  const original = driver.prototype.command;
  const seen: string[] = [];
  const spy = jest.spyOn(driver.prototype, "command").mockImplementation(async function (this: unknown, ...args: unknown[]) {
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
