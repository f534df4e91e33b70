import { readdirSync } from "node:fs";
import path from "node:path";
import type { RouteHandler } from "@/lib/api/route";
import { isPermission, roleMay, STAFF_ROLES, type Permission, type StaffRole } from "@/lib/vocabulary/staff-roles";
import { User } from "@/models/user";
import { bearer, bearerWithKey, createTestUser, type TestUser } from "../support/auth";
import { setupTestDatabase } from "../support/database";
import { callRoute } from "../support/request";

setupTestDatabase();

const API_ROOT = path.join(process.cwd(), "app", "api");
const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;

// Handlers that do not go through route(), each for a reason: next-auth's own endpoints, the
// JSON 404 for unknown API paths, and the redirect that clears an ended session.
const NOT_ROUTED = ["GET /api/auth/[...nextauth]", "POST /api/auth/[...nextauth]", "GET /api/auth/session-ended", ...METHODS.map((method) => `${method} /api/[...unknown]`)];

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return entry.name === "route.ts" ? [full] : [];
  });
}

interface ExportedHandler {
  name: string;
  method: string;
  handler: RouteHandler | ((...args: never[]) => unknown);
  params: Record<string, string>;
}

/** Every handler exported by every app/api/**\/route.ts, as Next would load it. */
async function exportedHandlers(): Promise<ExportedHandler[]> {
  const found: ExportedHandler[] = [];
  for (const file of routeFiles(API_ROOT)) {
    const folder = path.relative(API_ROOT, path.dirname(file)).split(path.sep).join("/");
    const routeModule = (await import(file)) as Record<string, unknown>;
    // Dynamic segments get a well-formed id that matches nothing.
    const params = Object.fromEntries([...folder.matchAll(/\[(\w+)\]/g)].map((match) => [match[1] ?? "id", "64b7f0c2a1b2c3d4e5f60718"]));
    for (const method of METHODS) {
      const handler = routeModule[method];
      if (typeof handler === "function") found.push({ name: `${method} /api/${folder}`, method, handler: handler as ExportedHandler["handler"], params });
    }
  }
  return found;
}

const isRouted = (handler: ExportedHandler["handler"]): handler is RouteHandler => "access" in handler;

type AdminApi = ExportedHandler & { handler: RouteHandler & { access: Permission } };
const isAdminApi = (entry: ExportedHandler): entry is AdminApi => isRouted(entry.handler) && isPermission(entry.handler.access);

let handlers: ExportedHandler[];
let customer: TestUser;
let admin: TestUser;

beforeAll(async () => {
  handlers = await exportedHandlers();
  customer = await createTestUser({ role: "customer" });
  admin = await createTestUser({ role: "admin" });
  // Loading every route module takes seconds on a busy machine.
}, 60_000);

it("finds every handler's access level: each goes through route() or is a known exception", () => {
  const unrouted = handlers.filter((entry) => !isRouted(entry.handler)).map((entry) => entry.name);
  expect(unrouted.sort()).toEqual([...NOT_ROUTED].sort());
});

it("finds the admin APIs of issue 6 (so the walk itself works)", () => {
  const adminApis = handlers.filter(isAdminApi).map((entry) => entry.name);
  expect(adminApis).toEqual(
    expect.arrayContaining([
      "POST /api/products/create",
      "GET /api/products/update/[id]",
      "PUT /api/products/update/[id]",
      "DELETE /api/products/delete/[id]",
      "GET /api/orders/all",
      "PUT /api/orders/update/[id]",
      "GET /api/orders/analytics",
      "POST /api/orders/refunds/[id]",
      "GET /api/orders/notes/[id]",
      "POST /api/orders/notes/[id]",
      "GET /api/customers",
      "GET /api/customers/[id]",
      "GET /api/orders/export",
      "GET /api/products/export",
      "POST /api/products/import",
      "GET /api/products/import/[id]",
      "POST /api/products/bulk-price",
      "POST /api/products/bulk-edit",
      "POST /api/products/sizes",
      "GET /api/products/stock-history/[id]",
      "PUT /api/products/stock-history/[id]",
      "GET /api/products/drop/[id]",
      "PUT /api/products/drop/[id]",
      "GET /api/products/drop/[id]/sizes",
      "PUT /api/products/drop/[id]/sizes",
      "GET /api/analytics/period",
    ]),
  );
});

it("gives every handler under /api/admin a permission: none of them is open to customers or anyone", () => {
  const underAdmin = handlers.filter((entry) => entry.name.split(" ")[1]?.startsWith("/api/admin/"));
  expect(underAdmin.length).toBeGreaterThan(0);
  expect(underAdmin.filter((entry) => !isAdminApi(entry)).map((entry) => entry.name)).toEqual([]);
});

const callAs = (api: ExportedHandler & { handler: RouteHandler }, headers: Record<string, string>) =>
  callRoute<{ code?: string; reason?: string }>(api.handler, { method: api.method, url: "/api/walk", headers, params: api.params, body: api.method === "GET" || api.method === "DELETE" ? undefined : {} });

it.each(STAFF_ROLES)("walks every admin handler as a %s: refused with 403 exactly where the role table says so", async (role: StaffRole) => {
  const member = await createTestUser({ role: "admin", staffRole: role });
  const headers = await bearerWithKey(member);
  const answers: { api: string; status: number }[] = [];
  for (const api of handlers.filter(isAdminApi)) answers.push({ api: api.name, status: (await callAs(api, headers)).status });
  // With a made-up body or id an allowed call may get 400 or 404, but never a permission refusal.
  const expected = handlers.filter(isAdminApi).map((api) => ({ api: api.name, refused: !roleMay(role, api.handler.access) }));
  expect(answers.map(({ api, status }) => ({ api, refused: status === 401 || status === 403 }))).toEqual(expected);
}, 120_000);

it("refuses every admin handler to an admin account that was given no role", async () => {
  const member = await createTestUser({ role: "admin" });
  await User.updateOne({ _id: member.id }, { $unset: { staffRole: 1 } });
  const headers = await bearer(member);
  for (const api of handlers.filter(isAdminApi)) {
    const answer = await callAs(api, headers);
    expect({ api: api.name, status: answer.status, reason: answer.body.reason }).toEqual({ api: api.name, status: 403, reason: "permission-refused" });
  }
}, 60_000);

it("walks every admin handler: closed to anonymous callers, customers, forged and expired tokens", async () => {
  const adminApis = handlers.filter(isAdminApi);
  expect(adminApis.length).toBeGreaterThan(0);
  const forged = await bearer(admin, { secret: "forged-secret" });
  const expired = await bearer(admin, { maxAge: -120 });
  const asCustomer = await bearer(customer);
  for (const api of adminApis) {
    const call = (headers: Record<string, string>) => callAs(api, headers);
    const statuses = [(await call({})).status, (await call(asCustomer)).status, (await call(forged)).status, (await call(expired)).status];
    expect({ api: api.name, statuses }).toEqual({ api: api.name, statuses: [401, 403, 401, 401] });
  }
}, 60_000);
