// eslint-disable-next-line @typescript-eslint/no-require-imports
const { Connection } = require("mongoose/node_modules/mongodb/lib/cmap/connection") as { Connection: { prototype: { command: (...args: unknown[]) => Promise<unknown> } } };
const original = Connection.prototype.command;
import { POST as initialize } from "@/app/api/payment/initialize/route";
import { CLIENT_ADDRESS_HEADER } from "@/lib/http/client-address";
import { clearDatabase, setupTestDatabase } from "../support/database";
import { createProduct, initializeBody } from "../support/order-fixtures";
import { useTestMode } from "../support/paystack-stub";
import { callRoute } from "../support/request";

setupTestDatabase();
beforeAll(() => useTestMode());
afterEach(clearDatabase);

let shopper = 0;
async function commandsOfOneOrder(product: string): Promise<string[]> {
  shopper += 1;
  const seen: string[] = [];
  const spy = jest.spyOn(Connection.prototype, "command").mockImplementation(async function (this: unknown, ...args: unknown[]) {
    const command = args[1] as Record<string, unknown>;
    const name = Object.keys(command)[0] ?? "";
    seen.push(`${name} ${String(command[name])}`);
    return original.apply(this, args);
  });
  const { status } = await callRoute(initialize, {
    method: "POST",
    url: "/api/payment/initialize",
    body: initializeBody([{ product, quantity: 1 }], { method: "bank", email: `drop${shopper}@example.com` }),
    headers: { [CLIENT_ADDRESS_HEADER]: `10.47.0.${shopper}` },
  });
  spy.mockRestore();
  expect(status).toBe(200);
  return seen;
}

describe("placing a bank-transfer order", () => {
  it("goes to the database at most 23 times (28 before the drop's work), and never reads back what it has just written", async () => {
    const product = await createProduct({ stock: 100 });
    // The first order of a process also creates indexes and reads what later ones find cached.
    await commandsOfOneOrder(product._id);
    const commands = await commandsOfOneOrder(product._id);
    expect(commands.length).toBeLessThanOrEqual(23);
    // The intent is written, committed and forgotten; the order written once: neither is read back.
    expect(commands.filter((command) => command.startsWith("find orderintents"))).toEqual([]);
    expect(commands.indexOf("find orders")).toBeGreaterThan(commands.indexOf("insert orders"));
    expect(commands.filter((command) => command === "update products")).toHaveLength(1);
  });
});
