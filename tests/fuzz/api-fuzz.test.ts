import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { NextRequest } from "next/server";
import { CLIENT_ADDRESS_HEADER } from "@/lib/http/client-address";
import { bearer, createTestUser } from "../support/auth";
import { setupTestDatabase } from "../support/database";
import { imageFile, PNG_BYTES, productForm } from "../support/images";
import { createProduct, initializeBody } from "../support/order-fixtures";
import { useTestMode } from "../support/paystack-stub";

// Every route handler under app/api, found from the source, gets bad input of every kind we could
// think of (wrong types, query operators, huge and tiny sizes, broken encodings, control
// characters, forged headers, odd path parameters) as a stranger, a customer and the admin. Any
// 5xx, and any exception escaping a handler, fails the test. next-auth's own routes need Next's
// request scope, so the framework-level fuzz (e2e/fuzz.spec.ts) walks them on a production server.

setupTestDatabase();

type Handler = (request: NextRequest, context: { params: Promise<Record<string, string | string[]>> }) => Promise<Response>;

const API_ROOT = path.join(process.cwd(), "app", "api");
type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

interface ApiRoute {
  name: string;
  file: string;
  method: Method;
  /** Dynamic segments: [id] is one value, [...rest] a list. */
  params: { name: string; catchAll: boolean }[];
  /** Declares a body schema; every other method still gets bodies, to show it ignores them. */
  takesBody: boolean;
  /** Declares a query schema. */
  takesQuery: boolean;
  form: boolean;
}

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return entry.name === "route.ts" ? [full] : [];
  });
}

function discoverRoutes(): ApiRoute[] {
  const declaration = /export const (GET|POST|PUT|PATCH|DELETE) = route(?:<[^(]*?>)?\(\s*\{([^}]*)\}/g;
  return routeFiles(API_ROOT)
    .filter((file) => !file.includes("[...nextauth]"))
    .flatMap((file) => {
      const source = readFileSync(file, "utf8");
      const relative = path.relative(API_ROOT, path.dirname(file));
      const params = [...relative.matchAll(/\[(\.\.\.)?(\w+)\]/g)].map((match) => ({ name: match[2] ?? "id", catchAll: Boolean(match[1]) }));
      const declared = [...source.matchAll(declaration)].map((match) => ({ method: match[1] as Method, options: match[2] ?? "" }));
      // Handlers exported under several names (`export { handler as GET, ... }`) take no options.
      for (const match of source.matchAll(/\bas (GET|POST|PUT|PATCH|DELETE)\b/g)) declared.push({ method: match[1] as Method, options: "" });
      return declared.map(({ method, options }) => ({
        name: `${method} /api/${relative}`,
        file,
        method,
        params,
        takesBody: /\bbody:/.test(options),
        takesQuery: /\bquery:/.test(options),
        form: /bodyFormat:\s*"(form|either)"/.test(options),
      }));
    });
}

const ROUTES = discoverRoutes();

// Values a field should never be given. JSON cannot carry every one (NaN), so text bodies below
// add the rest.
const BAD_VALUES: unknown[] = [
  null,
  true,
  -1,
  1.5,
  1e308,
  "",
  "\u0000",
  "x".repeat(20_000),
  "😀\u202e\ud800",
  { $gt: "" },
  { $where: "sleep(1000)" },
  [],
  [{ $ne: null }],
  JSON.parse('{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}'),
  "%E0%A4%A",
  "../../../etc/passwd",
  "9".repeat(400),
];

const BAD_TEXT_BODIES = [
  "",
  "{",
  "null",
  "[]",
  '"text"',
  "1e999",
  "NaN",
  '{"a":' + "[".repeat(5000) + "]".repeat(5000) + "}",
  '{"__proto__":{"polluted":true}}',
  "\u0000\u0001\u0002",
  "x".repeat(2 * 1024 * 1024),
];

const BAD_PARAMS = ["%", "%E0%A4%A", "", " ", "\u0000", "../..", "x".repeat(5000), "$ne", "{\"$gt\":\"\"}", "__proto__", "constructor", "64b7f0c2a1b2c3d4e5f60718", "ORD-ABCDEFGHIJ", "SCN-%00", "😀"];

// Query keys any route might read, each given operator syntax, arrays and broken values.
const QUERY_KEYS = ["q", "page", "limit", "type", "sort", "status", "orderNumber", "email", "reference", "trxref", "id", "path", "period", "from", "to"];
const BAD_QUERY_VALUES = ["%00", "%", "%E0%A4%A", "-1", "0", "1e309", "NaN", "99999999999999999999", "%7B%22%24gt%22%3A%22%22%7D", encodeURIComponent("x".repeat(5000)), "%F0%9F%98%80"];

const BAD_HEADERS: Record<string, string>[] = [
  { authorization: "Bearer garbage" },
  { authorization: `Bearer ${"a".repeat(20_000)}` },
  { authorization: "Basic YWRtaW46YWRtaW4=" },
  { authorization: "Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIiwicm9sZSI6ImFkbWluIn0." },
  { cookie: "next-auth.session-token=garbage; __Secure-next-auth.session-token=%E0%A4%A" },
  { cookie: `next-auth.session-token=${"b".repeat(8000)}` },
  { "x-forwarded-for": "garbage, , 999.999.1.1, ::ffff:zz" },
  { "x-forwarded-for": "1.1.1.1,".repeat(2000) },
  { "x-paystack-signature": "0".repeat(128) },
  { "content-type": "application/json; charset=utf-16" },
  { "content-type": "multipart/form-data; boundary=" },
  { "content-type": "text/plain" },
  { "user-agent": "\u00ff\u00fe".repeat(500) },
];

const PROMOTION = { name: "Fuzz", code: "FUZZ10", discount: 10, startDate: "2026-01-01", endDate: "2026-12-31", minSubtotal: null, usageLimit: 5 };
const SAVED_ADDRESS = { fullName: "Ada", address: "1 Way", city: "Lagos", state: "Lagos", country: "Nigeria", postalCode: "100001", phoneNumber: "+2348031234567" };
const DRAFT_ORDER = (productId: string) => ({
  channel: "instagram",
  customer: { name: "Ada Eze", phone: "+2348031234567", email: "ada@example.com" },
  lines: [{ productId, quantity: 1 }],
  customLines: [{ label: "Gift wrap", price: 1500, quantity: 1 }],
  discount: { kind: "percent", value: 10, reason: "Loyal buyer" },
  delivery: { kind: "method", methodId: "standard", state: "Lagos", city: "Yaba", address: "1 Herbert Macaulay Way" },
  note: "Asked on Instagram",
});
const ADMIN_PRODUCT_FIELDS = { brand: "Fuzz", name: "Fuzz Scent", type: "Perfume", price: "1000", description: "A scent.", stock: "3" };

let productId = "";
let admin: Record<string, string> = {};
let customer: Record<string, string> = {};
let uploads = "";

/** A well-formed body per route, for mutating one field at a time. Every body-taking route needs one. */
function sampleBody(route: ApiRoute): unknown {
  const id = productId;
  const samples: Record<string, unknown> = {
    "POST /api/account/addresses": { ...SAVED_ADDRESS, makeDefault: true },
    "PUT /api/account/addresses/[id]": { ...SAVED_ADDRESS, makeDefault: false },
    "PUT /api/account/password": { currentPassword: "not-the-password", newPassword: "fuzz-new-password", confirmPassword: "fuzz-new-password" },
    "POST /api/account/orders/claim": { token: "eyJ1IjoiYSJ9.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA" },
    "POST /api/account/password-reset": { email: "ada-fuzz@example.com" },
    "PUT /api/account/password-reset": { token: "eyJ1IjoiYSJ9.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA", password: "fuzz-new-password", confirmPassword: "fuzz-new-password" },
    "POST /api/analytics/page-view": { path: "/shop" },
    "POST /api/cart/stock": { items: [{ productId: id, quantity: 1 }] },
    "POST /api/checkout/quote": { items: [{ productId: id, quantity: 1 }], method: "card", orderDetails: { shippingMethodId: "standard", promoCode: "FUZZ10" } },
    "PUT /api/checkout/draft": {
      items: [{ productId: id, quantity: 1 }],
      orderDetails: { shippingMethodId: "standard" },
      contact: { fullName: "Ada Eze", email: "ada@example.com", address: "1 Marina", city: "Lagos", state: "Lagos" },
    },
    "POST /api/contact": { name: "Ada", email: "ada@example.com", subject: "Hello", message: "A question." },
    "POST /api/login": { email: "ada@example.com", password: "secret-123", securityKey: "KEY" },
    "POST /api/newsletter": { email: "ada@example.com" },
    "POST /api/account/saved": { items: [{ productId: "665f1c2e9b1d4a0012345678", sizeId: "665f1c2e9b1d4a0012345679" }] },
    "DELETE /api/account/saved": { productId: "665f1c2e9b1d4a0012345678", sizeId: "665f1c2e9b1d4a0012345679" },
    "POST /api/back-in-stock": { productId: "665f1c2e9b1d4a0012345678", sizeId: "665f1c2e9b1d4a0012345679", email: "ada@example.com" },
    "POST /api/mail/opt-out": { token: "eyJlIjoiYWRhQGV4YW1wbGUuY29tIn0.aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa" },
    "POST /api/signup": { name: "Ada", email: "ada-fuzz@example.com", password: "secret-123" },
    "POST /api/signup/confirm": { token: "eyJlIjoiYUBiLmMifQ.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA" },
    "PUT /api/orders/shipping": {
      orderNumber: "ORD-ABCDEFGHIJ",
      email: "ada@example.com",
      shipping: { fullName: "Ada", address: "1 Way", city: "Lagos", state: "Lagos", country: "Nigeria", postalCode: "100001", phoneNumber: "+2348031234567" },
    },
    "POST /api/orders/shipping/confirm": { token: "eyJvIjoiT1JELUEifQ.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA" },
    "PUT /api/orders/update/[id]": { status: "Processing" },
    "POST /api/orders/notes/[id]": { text: "Called the shopper: delivering Friday." },
    "POST /api/reviews": { productId: id, rating: 5, title: "Lasts all day", text: "Still there after a day in the Lagos heat.", longevity: 4, projection: null },
    "POST /api/reviews/moderation/[id]": { action: "reply", reply: "Thank you!" },
    "POST /api/orders/refunds/[id]": { key: "fuzz-refund-key-1", amount: 100, reason: "Broken", restock: [{ item: id, quantity: 1 }], transfer: { reference: "FT1", date: "2026-11-04" } },
    "POST /api/payment/initialize": initializeBody([{ product: id, quantity: 1 }], { method: "bank" }),
    "POST /api/payment/test-charge": { reference: "SCN-ABCDEF0123456789ABCD", cardNumber: "4084084084084081", expiry: "12/40", cvv: "408", cardName: "Ada" },
    "POST /api/payment/webhook": { event: "charge.success", data: { reference: "SCN-ABCDEF0123456789ABCD", amount: 100, currency: "NGN", status: "success" } },
    "POST /api/products/create": ADMIN_PRODUCT_FIELDS,
    "POST /api/promotions": PROMOTION,
    "POST /api/admin/collections": { slug: "fuzz-picks", title: "Fuzz picks", description: "Chosen.", imageAlt: "A bottle", kind: "picked", products: [id] },
    "PUT /api/admin/collections/[id]": { slug: "fuzz-rule", title: "Fuzz rule", kind: "rule", rule: { type: "Perfume", family: "Woody", forWhom: "Unisex", note: "Oud", minPrice: 1000, maxPrice: 90000, onPromotion: true, newWithinDays: 30 } },
    "PUT /api/admin/collections/[id]/image": { image: "not a file" },
    "PUT /api/admin/messages/[id]": { read: true },
    "PUT /api/admin/profile": { name: "Owner", email: "owner-fuzz@example.com" },
    "PUT /api/admin/password": { currentPassword: "not-the-password", newPassword: "Fuzz-New-Passw0rd-2026", confirmPassword: "Fuzz-New-Passw0rd-2026" },
    "PUT /api/admin/security-key": { currentKey: "NOT-THE-KEY", newKey: "FUZZ-NEW-KEY-2026-XYZ", confirmKey: "FUZZ-NEW-KEY-2026-XYZ" },
    "PUT /api/content": { bannerUrl: "/banner.jpg", description: "A shop.", heroTitle: "Scents", heroSubtitle: "", slogan: "", theme: "system" },
    "POST /api/integrations": { type: "Email Marketing", name: "Mailer", apiKey: "key-123" },
    "PUT /api/integrations/[id]": { type: "Email Marketing", name: "Mailer", apiKey: "" },
    "PUT /api/admin/offsite-backup": { endpoint: "", region: "auto", bucket: "shop-backups", accessKeyId: "AKIAEXAMPLE", secretAccessKey: "secret", timeOfDay: "02:00" },
    "PUT /api/promotions/[id]": PROMOTION,
    "PUT /api/settings": {
      shippingMethods: [{ id: "standard", name: "Standard", cost: 5000 }],
      paymentMethods: [
        { id: "card", name: "Card", enabled: true },
        { id: "bank", name: "Bank transfer", enabled: true },
      ],
      bankAccounts: [{ id: "opay", bankName: "OPay", accountNumber: "0123456789", accountName: "Scents" }],
      bankTransferHoldHours: 48,
    },
    "PUT /api/products/update/[id]": ADMIN_PRODUCT_FIELDS,
    "PUT /api/products/stock-history/[id]": { lowStockThreshold: 3 },
    "PUT /api/products/drop/[id]": { onSaleAt: null, perCustomerLimit: 2 },
    "PUT /api/products/drop/[id]/sizes": { sizes: [{ sizeId: "65f0000000000000000000a1", onSaleAt: "2030-11-27T20:00:00+01:00" }] },
    "POST /api/products/bulk-price": { q: "Fuzz", kind: "percent", value: 10 },
    "POST /api/products/sizes": { rows: [{ product: id, size: id, price: 1000, stock: 1, stockWas: 1, sku: "FUZZ-1" }] },
    "POST /api/products/bulk-edit": { all: true, q: "Fuzz", edit: { change: "stock", stock: 3 } },
    "POST /api/products/import": { file: "Handle,Title,Vendor\r\nrose,Rose,Ojú", photos: "", job: "" },
    "POST /api/admin/draft-orders": DRAFT_ORDER(id),
    "PUT /api/admin/draft-orders/[id]": DRAFT_ORDER(id),
    "POST /api/admin/draft-orders/[id]/link": { hours: 48 },
    "POST /api/admin/draft-orders/[id]/paid": { how: "cash", amount: 25000 },
    "POST /api/admin/draft-orders/[id]/reservation": { until: new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString() },
    "POST /api/orders/door/[id]": { outcome: "paid", amount: 25000, how: "pos" },
    "POST /api/admin/staff": { email: "packer-fuzz@example.com", staffRole: "fulfilment" },
    "PUT /api/admin/staff/[id]": { staffRole: "content", suspended: false },
    "POST /api/admin/step-up": { securityKey: "NOT-THE-KEY" },
    "POST /api/staff/join": { token: "eyJ1IjoiYSJ9.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA", name: "Packer", password: "Fuzz-New-Passw0rd-2026", securityKey: "FUZZ-NEW-KEY-2026-XYZ" },
  };
  return samples[route.name];
}

// Deeper fields get a sample of the bad values (types, operators, size, NUL), the body and its
// top-level fields every one, which keeps the walk to a few seconds.
const LEAF_VALUES = [null, -1, "", "\u0000", { $gt: "" }, [], "x".repeat(20_000), 1e308];

/** Every way of breaking one field of a body: each leaf, and each object or list along the way. */
function mutations(sample: unknown): unknown[] {
  const out: unknown[] = [];
  const visit = (node: unknown, replace: (value: unknown) => unknown, depth = 0) => {
    for (const bad of depth <= 1 ? BAD_VALUES : LEAF_VALUES) out.push(replace(bad));
    out.push(replace(undefined));
    if (Array.isArray(node)) {
      node.forEach((child, index) => visit(child, (value) => replace(node.map((item, at) => (at === index ? value : item))), depth + 1));
      out.push(replace(Array.from({ length: 500 }, () => node[0])));
    } else if (node && typeof node === "object") {
      for (const [key, child] of Object.entries(node)) visit(child, (value) => replace({ ...node, [key]: value }), depth + 1);
      out.push(replace({ ...node, $where: "1", "a.b": 1, $set: { stock: 0 } }));
    }
  };
  visit(sample, (value) => value);
  return out;
}

function toForm(fields: unknown): FormData | string {
  if (!fields || typeof fields !== "object" || Array.isArray(fields)) return JSON.stringify(fields ?? null);
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    form.append(key, typeof value === "string" ? value : JSON.stringify(value));
  }
  return form;
}

interface Attempt {
  route: ApiRoute;
  query?: string;
  params?: Record<string, string | string[]>;
  headers?: Record<string, string>;
  body?: BodyInit;
  contentType?: string;
}

let client = 0;

async function send(attempt: Attempt): Promise<string | null> {
  const { route } = attempt;
  const params = attempt.params ?? Object.fromEntries(route.params.map((param) => [param.name, param.catchAll ? ["x"] : productId]));
  // Each call from its own address, so per-address limits do not stop the fuzz before the handler.
  client += 1;
  const headers = new Headers({ [CLIENT_ADDRESS_HEADER]: `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}`, "user-agent": "Mozilla/5.0 fuzz" });
  if (attempt.contentType) headers.set("content-type", attempt.contentType);
  for (const [name, value] of Object.entries(attempt.headers ?? {})) headers.set(name, value);
  const url = `http://localhost:3000/api/fuzz${attempt.query ?? ""}`;
  const label = `${route.name} ${attempt.query ?? ""} ${JSON.stringify(attempt.params ?? {}).slice(0, 80)} ${JSON.stringify(attempt.headers ?? {}).slice(0, 80)} ${typeof attempt.body === "string" ? attempt.body.slice(0, 80) : attempt.body ? "[form]" : ""}`;
  try {
    const handler = (await import(route.file))[route.method] as Handler;
    const request = new NextRequest(url, { method: route.method, headers, body: route.method === "GET" ? undefined : attempt.body });
    const response = await handler(request, { params: Promise.resolve(params) });
    await response.arrayBuffer();
    return response.status >= 500 ? `${response.status} ${label}` : null;
  } catch (error) {
    return `threw ${error instanceof Error ? error.message : String(error)}: ${label}`;
  }
}

/** Runs attempts sixteen at a time (the server would see them concurrently too) and lists each 5xx. */
async function sendAll(attempts: Attempt[]): Promise<string[]> {
  const failures: string[] = [];
  for (let start = 0; start < attempts.length; start += 16) {
    const results = await Promise.all(attempts.slice(start, start + 16).map(send));
    failures.push(...results.filter((result): result is string => result !== null));
  }
  return failures;
}

beforeAll(async () => {
  useTestMode();
  uploads = mkdtempSync(path.join(os.tmpdir(), "scents-fuzz-uploads-"));
  process.env.UPLOADS_DIR = uploads;
  productId = (await createProduct({ stock: 1000 }))._id;
  admin = await bearer(await createTestUser({ role: "admin" }));
  customer = await bearer(await createTestUser({ role: "customer" }));
});

afterAll(() => {
  rmSync(uploads, { recursive: true, force: true });
  delete process.env.UPLOADS_DIR;
});

it("finds every route handler under app/api, and has a well-formed body for each that takes one", () => {
  expect(ROUTES.length).toBeGreaterThanOrEqual(20);
  expect(ROUTES.map((route) => route.name)).toEqual(expect.arrayContaining(["GET /api/products/all-products", "POST /api/payment/initialize", "DELETE /api/products/delete/[id]"]));
  const missing = ROUTES.filter((route) => route.takesBody && sampleBody(route) === undefined);
  expect(missing.map((route) => route.name)).toEqual([]);
});

describe.each(ROUTES.map((route) => [route.name, route] as const))("%s", (_name, route) => {
  it("never answers 5xx to a broken field, whoever calls", async () => {
    const sample = sampleBody(route);
    if (sample === undefined) return;
    const attempts: Attempt[] = [];
    for (const body of mutations(sample)) {
      const encoded = route.form ? toForm(body) : JSON.stringify(body ?? null);
      attempts.push({ route, body: encoded, headers: admin, contentType: typeof encoded === "string" ? "application/json" : undefined });
    }
    if (route.form) {
      const withImage = productForm(ADMIN_PRODUCT_FIELDS, [imageFile(PNG_BYTES, "x.png"), imageFile(Buffer.from("not an image"), "evil.svg", "image/svg+xml")]);
      attempts.push({ route, body: withImage, headers: admin });
    }
    for (const caller of [{}, customer]) attempts.push({ route, body: JSON.stringify(sample), headers: caller, contentType: "application/json" });
    expect(await sendAll(attempts)).toEqual([]);
  }, 120_000);

  it("never answers 5xx to a broken body, content type or header", async () => {
    const attempts: Attempt[] = [];
    // A handler without a body schema never reads one: the admin sends it a few (some such
    // handlers do costly work, such as making backup codes), strangers the rest.
    if (route.method !== "GET") {
      BAD_TEXT_BODIES.forEach((body, index) => {
        // Every body as JSON; the short ones also under the other types a handler might parse.
        const types = body.length > 1000 ? ["application/json"] : ["application/json", "application/x-www-form-urlencoded", "multipart/form-data; boundary=zzz"];
        for (const contentType of types) attempts.push({ route, body, contentType, headers: route.takesBody || index < 2 ? admin : {} });
      });
    }
    const takesInput = route.takesBody || route.takesQuery || route.params.length > 0;
    BAD_HEADERS.forEach((headers, index) => {
      const sample = sampleBody(route);
      const body = route.method === "GET" ? undefined : JSON.stringify(sample ?? {});
      attempts.push({ route, headers, body });
      if (takesInput || index < 2) attempts.push({ route, headers: { ...admin, ...headers }, body });
    });
    expect(await sendAll(attempts)).toEqual([]);
  }, 120_000);

  it("never answers 5xx to a broken query or path parameter", async () => {
    const attempts: Attempt[] = [];
    const body = route.method === "GET" ? undefined : JSON.stringify(sampleBody(route) ?? {});
    // Only handlers with a query schema read one; the others get a few, to show they ignore it.
    const caller = route.takesQuery ? admin : {};
    for (const key of route.takesQuery ? QUERY_KEYS : QUERY_KEYS.slice(0, 2)) {
      for (const value of BAD_QUERY_VALUES) attempts.push({ route, query: `?${key}=${value}`, headers: caller, body, contentType: "application/json" });
      attempts.push({ route, query: `?${key}[$ne]=1&${key}=a&${key}=b`, headers: admin, body, contentType: "application/json" });
    }
    for (const param of route.params) {
      for (const value of BAD_PARAMS) {
        for (const caller of [admin, {}]) {
          attempts.push({ route, params: { [param.name]: param.catchAll ? [value, value] : value }, headers: caller, body, contentType: "application/json" });
        }
      }
    }
    expect(await sendAll(attempts)).toEqual([]);
  }, 120_000);
});
