import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { NextRequest } from "next/server";
import { bearer, createTestUser, type TestUser } from "../support/auth";
import { setupTestDatabase } from "../support/database";
import { callRoute } from "../support/request";

setupTestDatabase();

type Handler = (request: NextRequest, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

const API_ROOT = path.join(process.cwd(), "app", "api");

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return entry.name === "route.ts" ? [full] : [];
  });
}

/**
 * Every handler declared with `route({ access: "admin", ... })` anywhere under app/api, found from
 * the source, so an admin API added later is walked without anyone remembering to list it.
 */
function discoverAdminApis(): { name: string; file: string; method: string; params: Record<string, string> }[] {
  const declaration = /export const (GET|POST|PUT|PATCH|DELETE) = route(?:<[^(]*?>)?\(\s*\{([^}]*)\}/g;
  return routeFiles(API_ROOT).flatMap((file) => {
    const source = readFileSync(file, "utf8");
    const relative = path.relative(API_ROOT, path.dirname(file));
    // Dynamic segments get a well-formed id that matches nothing.
    const params = Object.fromEntries([...relative.matchAll(/\[(\w+)\]/g)].map((match) => [match[1] ?? "id", "64b7f0c2a1b2c3d4e5f60718"]));
    return [...source.matchAll(declaration)]
      .filter((match) => /access:\s*"admin"/.test(match[2] ?? ""))
      .map((match) => ({ name: `${match[1]} /api/${relative}`, file, method: match[1] ?? "GET", params }));
  });
}

const ADMIN_APIS = discoverAdminApis();

let customer: TestUser;
let admin: TestUser;

beforeAll(async () => {
  customer = await createTestUser({ role: "customer" });
  admin = await createTestUser({ role: "admin" });
});

it("finds the admin APIs of issue 6 (so the discovery itself works)", () => {
  expect(ADMIN_APIS.map((api) => api.name)).toEqual(
    expect.arrayContaining([
      "POST /api/products/create",
      "PUT /api/products/update/[id]",
      "DELETE /api/products/delete/[id]",
      "GET /api/orders/all",
      "PUT /api/orders/update/[id]",
      "GET /api/orders/analytics",
    ]),
  );
});

describe.each(ADMIN_APIS)("$name", (api) => {
  async function call(headers: Record<string, string>) {
    const handler = (await import(api.file))[api.method] as Handler;
    return callRoute<{ code?: string }>(handler, { method: api.method, url: "/api/walk", headers, params: api.params, body: api.method === "GET" || api.method === "DELETE" ? undefined : {} });
  }

  it("is closed to anonymous callers, customers, forged and expired tokens, and open to the admin", async () => {
    expect((await call({})).status).toBe(401);
    expect((await call(await bearer(customer))).status).toBe(403);
    expect((await call(await bearer(admin, { secret: "forged-secret" }))).status).toBe(401);
    expect((await call(await bearer(admin, { maxAge: -120 }))).status).toBe(401);
    // With a made-up body or id the admin may get 400 or 404, but never a permission refusal.
    expect([401, 403]).not.toContain((await call(await bearer(admin))).status);
  });
});
