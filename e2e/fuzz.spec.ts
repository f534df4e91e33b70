import { readdirSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { E2E_ADMIN, E2E_BASE_URL } from "./support/credentials";
import { AdminLoginPage } from "./pages/admin-login-page";

// The framework-level fuzz: what fails before our handlers run, so only a production server
// shows it. Every page and every API path gets broken %-escapes, odd queries, methods and Next's
// own headers; next-auth's routes get broken bodies. Nothing may answer 5xx, every error answer
// must carry the security headers, and the server must still answer afterwards. Field-level bad
// input to each handler is walked in jest (tests/fuzz/api-fuzz.test.ts). Nothing here reaches a
// rate-limited handler, so the journeys after this one are not held back.

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
}

const base = new URL(E2E_BASE_URL);

/** Sends a path exactly as written (fetch clients re-encode them). */
function send(method: string, rawPath: string, headers: Record<string, string> = {}, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: base.hostname, port: base.port, method, path: rawPath, headers: { "user-agent": "scents-fuzz", ...headers } }, (response) => {
      response.resume();
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers }));
    });
    request.setTimeout(30_000, () => request.destroy(new Error(`timeout: ${method} ${rawPath}`)));
    request.on("error", reject);
    request.end(body);
  });
}

function appRoutes(dir: string, file: "page.tsx" | "route.ts", prefix = ""): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isFile()) return entry.name === file ? [prefix || "/"] : [];
    if (!entry.isDirectory()) return [];
    // Route groups such as (protected) and optional catch-alls such as [[...path]] add nothing to the URL.
    const segment = /^\(.*\)$|^\[\[\.\.\..*\]\]$/.test(entry.name) ? "" : `/${entry.name}`;
    return appRoutes(path.join(dir, entry.name), file, prefix + segment);
  });
}

const APP = path.join(process.cwd(), "app");
// An optional catch-all also answers its parent's path (the home page is app/[[...path]]).
const PAGES = appRoutes(APP, "page.tsx")
  .map((route) => route.replace(/\/\[\[\.\.\.[^\]]+\]\]$/, "") || "/")
  .filter((route) => !route.includes("[..."));
const API_ROUTES = appRoutes(path.join(APP, "api"), "route.ts", "/api").filter((route) => !route.includes("[...unknown]"));

const BROKEN = ["%", "%E0%A4%A", "%zz", "%ED%A0%80", "%00", "x".repeat(3000)];
const ODD_QUERIES = ["?q=%00", "?q=%", "?q[$ne]=1&q=a&q=b", "?page=-1&limit=1e309", "?%=x&%E0=y", "?status=%ED%A0%80", `?q=${"x".repeat(6000)}`, "?from=javascript:alert(1)", "?from=%2F%2Fevil.example"];
const NEXT_HEADERS: Record<string, string>[] = [
  { rsc: "1", "next-router-state-tree": "garbage" },
  { rsc: "1", "next-router-state-tree": "%7B%22" },
  { rsc: "1", "next-router-prefetch": "1", "next-router-segment-prefetch": "/_tree" },
  { "next-action": "0".repeat(40), "content-type": "text/plain;charset=UTF-8" },
  { "next-action": "x", "content-type": "multipart/form-data; boundary=zz" },
  { cookie: "next-auth.session-token=garbage; next-auth.csrf-token=%E0%A4%A; scents_device=%" },
  { "accept-language": "x".repeat(5000) },
  { "x-forwarded-host": "evil.example", "x-forwarded-proto": "gopher" },
];
const AUTH_ROUTES = ["callback/customer", "callback/admin", "signout", "_log", "signin/customer", "signin/admin", "session", "csrf", "providers", "error"];
const AUTH_BODIES: [string, string | undefined][] = [
  ["application/json", ""],
  ["application/json", "{"],
  ["application/json", "null"],
  ["application/json", "[1]"],
  ["application/json", '"text"'],
  ["application/json", '{"json":"true","csrfToken":{"$ne":null},"email":["a"]}'],
  ["application/json", '{"callbackUrl":{"a":1}}'],
  ["application/x-www-form-urlencoded", "callbackUrl=%25%25&json=true"],
  ["application/x-www-form-urlencoded", "callbackUrl=javascript%3Aalert(1)"],
  ["application/x-www-form-urlencoded", "csrfToken=%E0%A4%A&email=%00&json=true"],
  ["multipart/form-data; boundary=zz", "--zz\r\ngarbage"],
  ["text/plain", "x".repeat(2 * 1024 * 1024)],
  ["application/json", undefined],
];

const problems: string[] = [];

function check(label: string, answer: Answer): void {
  if (answer.status >= 500) problems.push(`${answer.status} ${label}`);
  if (answer.status >= 400 && answer.headers["x-frame-options"] !== "DENY") problems.push(`${answer.status} without security headers: ${label}`);
  if (answer.status >= 400 && answer.headers["x-content-type-options"] !== "nosniff") problems.push(`${answer.status} without nosniff: ${label}`);
}

type Probe = [method: string, rawPath: string, headers?: Record<string, string>, body?: string];

/** Sends probes a few at a time, as browsers would, and notes every bad answer. */
async function probeAll(probes: Probe[]): Promise<void> {
  for (let start = 0; start < probes.length; start += 6) {
    await Promise.all(
      probes.slice(start, start + 6).map(async ([method, rawPath, headers = {}, body]) => {
        check(`${method} ${rawPath.slice(0, 120)} ${JSON.stringify(headers).slice(0, 100)}`, await send(method, rawPath, headers, body));
      }),
    );
  }
}

async function expectAlive(): Promise<void> {
  const answer = await send("GET", "/api/products/all-products?limit=1");
  expect(answer.status, "the server still answers").toBe(200);
}

test.describe.configure({ mode: "serial" });
test.setTimeout(180_000);

test.afterEach(() => {
  expect(problems.splice(0)).toEqual([]);
});

test("finds the pages and API routes to walk", () => {
  expect(PAGES).toEqual(expect.arrayContaining(["/", "/shop", "/product/[id]", "/admin/orders", "/admin/login"]));
  expect(API_ROUTES).toEqual(expect.arrayContaining(["/api/payment/verify/[ref]", "/api/products/delete/[id]", "/api/auth/[...nextauth]"]));
});

test("broken %-escapes in any path answer 400 or a redirect home, never 5xx", async () => {
  const probes: Probe[] = [];
  for (const route of [...PAGES, ...API_ROUTES, "/_next/static", "/_next/image", "/uploads"]) {
    const concrete = route.replace(/\[\w+\]/, "64b7f0c2a1b2c3d4e5f60718");
    for (const broken of BROKEN) {
      const inSegment = route.includes("[") ? route.replace(/\[(\.\.\.)?\w+\]/, broken) : `${concrete.replace(/\/$/, "")}/${broken}`;
      for (const method of route.startsWith("/api") ? ["GET", "DELETE"] : ["GET"]) probes.push([method, inSegment]);
    }
  }
  expect(probes.length).toBeGreaterThan(200);
  await probeAll(probes);
  // The cases the issue found: API paths get the catalogue's 400, pages the spec's redirect home.
  for (const [rawPath, status] of [["/api/payment/verify/%E0%A4%A", 400], ["/api/products/delete/%", 400], ["/%", 307], ["/shop/%E0%A4%A", 307]] as const) {
    const answer = await send(rawPath.includes("delete") ? "DELETE" : "GET", rawPath);
    expect(answer.status, rawPath).toBe(status);
    expect(answer.headers["x-frame-options"], rawPath).toBe("DENY");
    if (status === 307) expect(answer.headers.location, rawPath).toMatch(/\/$/);
  }
  await expectAlive();
});

test("every page survives odd queries, methods and Next's own headers", async () => {
  const probes: Probe[] = [];
  for (const route of PAGES) {
    const concrete = route.replace(/\[\w+\]/, "64b7f0c2a1b2c3d4e5f60718");
    for (const query of ODD_QUERIES) probes.push(["GET", concrete + query]);
    for (const headers of NEXT_HEADERS) probes.push([headers["next-action"] ? "POST" : "GET", concrete, headers, headers["next-action"] ? "x" : undefined]);
    for (const method of ["PUT", "DELETE", "OPTIONS"]) probes.push([method, concrete]);
  }
  for (const id of ["%24ne", "x%00", "..%2F..", "x".repeat(2000), "%F0%9F%98%80", "64b7f0c2a1b2c3d4e5f6071"]) probes.push(["GET", `/product/${id}`]);
  await probeAll(probes);
  await expectAlive();
});

test("admin pages survive odd queries when the admin is signed in", async ({ page }) => {
  const login = new AdminLoginPage(page);
  await login.open();
  await login.logIn(E2E_ADMIN);
  await expect(page).toHaveURL(/\/admin$/);
  const cookie = (await page.context().cookies()).map((entry) => `${entry.name}=${entry.value}`).join("; ");
  const probes: Probe[] = [];
  for (const route of PAGES.filter((candidate) => candidate.startsWith("/admin"))) {
    for (const query of ODD_QUERIES) probes.push(["GET", route + query, { cookie }]);
    for (const headers of NEXT_HEADERS.slice(0, 3)) probes.push(["GET", route, { cookie, ...headers }]);
  }
  await probeAll(probes);
  await expectAlive();
});

test("next-auth's routes answer 4xx to broken bodies and queries, never 5xx", async () => {
  const probes: Probe[] = [];
  for (const route of AUTH_ROUTES) {
    for (const [contentType, body] of AUTH_BODIES) probes.push(["POST", `/api/auth/${route}`, { "content-type": contentType }, body]);
    for (const query of ["?error=%00", "?callbackUrl=javascript:alert(1)", "?callbackUrl=%2F%2Fevil.example", "?callbackUrl=%25", "?csrf=%E0%A4%A", ""]) probes.push(["GET", `/api/auth/${route}${query}`]);
    probes.push(["GET", `/api/auth/${route}`, { cookie: "next-auth.callback-url=javascript%3Aalert(1)" }]);
  }
  await probeAll(probes);
  for (const route of ["callback/customer", "signout", "_log"]) {
    for (const body of ["", "{"]) {
      const answer = await send("POST", `/api/auth/${route}`, { "content-type": "application/json" }, body);
      expect(answer.status, `${route} with ${JSON.stringify(body)}`).toBe(400);
    }
  }
  await expectAlive();
});
