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

/** What the order itself asks: index builds are the process's, and the stock clock's beat is written once a second for every order in it (lib/cache/revalidate.ts). */
const ordersOwn = (commands: string[]) => commands.filter((command) => !/^(createIndexes|ismaster|hello) /.test(command) && command !== "update next_cache_state");

describe("placing a bank-transfer order", () => {
  it("goes to the database at most 17 times (22 before, 28 before the drop's work), and never reads back what it has just written", async () => {
    const product = await createProduct({ stock: 100 });
    // The first order of a process also creates indexes and reads what later ones find cached.
    await commandsOfOneOrder(product._id);
    const commands = ordersOwn(await commandsOfOneOrder(product._id));
    expect(commands.length).toBeLessThanOrEqual(17);
    // The intent is written, committed and forgotten; the order written once: neither is read back.
    expect(commands.filter((command) => command.startsWith("find orderintents"))).toEqual([]);
    expect(commands.indexOf("find orders")).toBeGreaterThan(commands.indexOf("insert orders"));
    // The units are taken in one update, which also answers the stock its pages and the low-stock check need.
    expect(commands.filter((command) => command.endsWith(" products"))).toEqual(["find products", "findAndModify products"]);
    expect(commands.filter((command) => command === "find storesettings")).toHaveLength(1);
    // Both messages go to the outbox in one write and come off the order in one more.
    expect(commands.filter((command) => command.endsWith(" mailmessages"))).toEqual(["insert mailmessages"]);
    expect(commands.filter((command) => command === "update orders")).toHaveLength(1);
  });
});
