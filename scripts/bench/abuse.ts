/**
 * npm run bench:abuse — what a stranger with a script and no access achieves against the shop
 * (issue #44), each attack played over HTTP on loopback against a production build (NEXT_DIST_DIR,
 * default .next) on a fresh seeded shop in memory, with Paystack played by the local stub:
 *
 *   hold     bank-transfer orders for every size, each from a fresh e-mail and a fresh address of
 *            one IPv6 /64 (sent as the trusted proxy's X-Forwarded-For, as bench:login-flood does),
 *            for BENCH_HOLD_SECONDS (default 30) or BENCH_HOLD_ORDERS (default 400): the units held
 *            against the shop's, then whether a real buyer (by card) can still buy each size.
 *   codes    a word list of BENCH_CODE_WORDS (default 60) codes, three of them the owner's private
 *            ones, tried from the same /64 without keeping the checkout cookie: codes found, the
 *            quotes answered and refused; then a real shopper's code from elsewhere.
 *   verify   BENCH_VERIFY_REQUESTS (default 200) checks of one unpaid card order's payment, ten at
 *            a time, from the /64: checks answered, refused, and the calls Paystack received.
 *   upload   the owner saves a product photo alone, then again while a stranger sends a slow
 *            multipart body (1 kB every 100 ms for BENCH_SLOW_SECONDS, default 5) to the contact
 *            form: the owner's wait for the upload lock, and what the stranger was answered.
 *
 * Bounded in count and time, and loopback only: the server listens on 127.0.0.1.
 */
import http from "node:http";
import { cameraPhoto } from "../../tests/support/camera-photo";
import { startPaystackStub } from "../../tests/support/paystack-stub";
import { BENCH_ADMIN, listProducts, ownerToken, productPhotoForm, saveProductForm, type ListedProduct } from "../lib/owner-session";
import { createAdmin, startDatabaseProcess, startShopServer } from "../lib/shop-server";

const HOLD_SECONDS = Number(process.env.BENCH_HOLD_SECONDS || 30);
const HOLD_ORDERS = Number(process.env.BENCH_HOLD_ORDERS || 400);
const CODE_WORDS = Number(process.env.BENCH_CODE_WORDS || 60);
const VERIFY_REQUESTS = Number(process.env.BENCH_VERIFY_REQUESTS || 200);
const SLOW_SECONDS = Number(process.env.BENCH_SLOW_SECONDS || 5);
const MAX_UNITS_PER_LINE = 10;
const PRIVATE_CODES = ["STAFF30", "PARTNER15", "VIP20"];

let host = 0;
/** A fresh address in the attacker's one /64. */
const attackerAddress = () => `2001:db8:bad:1:${(++host).toString(16)}:0:0:1`;
let shopper = 0;
const shopperAddress = () => `198.51.100.${(++shopper % 250) + 1}`;

interface Size {
  product: ListedProduct;
  sizeId: string;
  label: string;
  stock: number;
}

function orderBody(size: Size, email: string, quantity: number, method: "bank" | "card") {
  const { product } = size;
  return {
    email,
    method,
    orderDetails: {
      orderItems: [{ product: product._id, size: size.sizeId, name: product.name, type: product.type, price: product.price, quantity, image: "" }],
      shipping: { fullName: "Ngozi Adeyemi", address: "4 Kofo Abayomi Street", city: "Lagos", state: "Lagos", postalCode: "101241", phoneNumber: "+2348030000000" },
      paymentMethod: method,
      ...(method === "bank" ? { bankAccount: "opay" } : {}),
      shippingMethodId: "standard",
    },
  };
}

async function post(baseUrl: string, path: string, body: unknown, from: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${baseUrl}${path}`, { method: "POST", headers: { "content-type": "application/json", "x-forwarded-for": from }, body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json().catch(() => ({}))) as Record<string, unknown> };
}

async function holdAttack(baseUrl: string, sizes: Size[]) {
  const total = sizes.reduce((sum, size) => sum + size.stock, 0);
  const left = new Map(sizes.map((size) => [size.sizeId, size.stock]));
  const givenUp = new Set<string>();
  const statuses = new Map<number, number>();
  let orders = 0;
  let held = 0;
  const until = Date.now() + HOLD_SECONDS * 1000;
  for (let turn = 0; Date.now() < until && orders < HOLD_ORDERS && givenUp.size < sizes.length; turn += 1) {
    const size = sizes[turn % sizes.length] as Size;
    const stock = left.get(size.sizeId) ?? 0;
    if (givenUp.has(size.sizeId)) continue;
    if (stock <= 0) {
      givenUp.add(size.sizeId);
      continue;
    }
    const quantity = Math.min(MAX_UNITS_PER_LINE, stock);
    const answer = await post(baseUrl, "/api/payment/initialize", orderBody(size, `hold${turn}-${Date.now()}@mailinator.example`, quantity, "bank"), attackerAddress());
    orders += 1;
    statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
    if (answer.status === 200) {
      held += quantity;
      left.set(size.sizeId, stock - quantity);
      continue;
    }
    const only = /Only (\d+) of/.exec(String(answer.body.message ?? ""));
    if (only) left.set(size.sizeId, Number(only[1]));
    else givenUp.add(size.sizeId);
  }
  let buyable = 0;
  for (const size of sizes) {
    const answer = await post(baseUrl, "/api/payment/initialize", orderBody(size, `buyer${size.sizeId}@example.ng`, 1, "card"), shopperAddress());
    if (answer.status === 200) buyable += 1;
  }
  return { total, held, orders, statuses, buyable, sizes: sizes.length };
}

async function codeAttack(baseUrl: string, sizes: Size[], token: string) {
  for (const [index, code] of PRIVATE_CODES.entries()) {
    const today = new Date().toISOString().slice(0, 10);
    const response = await fetch(`${baseUrl}/api/promotions`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({ name: `Private ${index}`, code, discount: 15 + index * 5, startDate: today, endDate: "2099-12-31", minSubtotal: "", usageLimit: "" }),
    });
    if (!response.ok) throw new Error(`creating ${code} answered ${response.status}: ${await response.text()}`);
  }
  const words = Array.from({ length: CODE_WORDS }, (_, index) => `GUESS${index}`);
  // The private codes sit early, in the middle and late in the list, as in a real word list.
  for (const [index, code] of PRIVATE_CODES.entries()) words[Math.floor(((index + 0.5) * CODE_WORDS) / PRIVATE_CODES.length)] = code;
  const size = sizes[0] as Size;
  const cart = (promoCode: string) => ({ items: [{ productId: size.product._id, sizeId: size.sizeId, quantity: 1 }], orderDetails: { shippingMethodId: "standard", promoCode } });
  let answered = 0;
  let refused = 0;
  const statuses = new Map<number, number>();
  let firstOther: string | null = null;
  const found: string[] = [];
  for (const word of words) {
    const answer = await post(baseUrl, "/api/checkout/quote", cart(word), attackerAddress());
    statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
    if (answer.status !== 200 && answer.status !== 429) firstOther ??= `${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`;
    if (answer.status === 429) refused += 1;
    else if (answer.status === 200) {
      answered += 1;
      const promo = (answer.body.quote as { promo?: { message?: string | null } | null } | undefined)?.promo;
      if (promo && promo.message !== "This promo code is not valid") found.push(word);
    }
  }
  const real = await post(baseUrl, "/api/checkout/quote", cart("staff30"), shopperAddress());
  const realApplied = real.status === 200 && Boolean((real.body.quote as { promo?: { applied?: boolean } } | undefined)?.promo?.applied);
  if (real.status !== 200) firstOther ??= `the real shopper's quote: ${real.status} ${JSON.stringify(real.body).slice(0, 300)}`;
  return { tried: words.length, answered, refused, statuses, firstOther, found, realApplied };
}

/** A shopper's card order, placed before the attacks so the hold cannot take its units: the verify loop's target. */
async function cardOrderReference(baseUrl: string, size: Size): Promise<string> {
  const placed = await post(baseUrl, "/api/payment/initialize", orderBody(size, "card-shopper@example.ng", 1, "card"), shopperAddress());
  const reference = (placed.body.data as { reference?: string } | undefined)?.reference;
  if (!reference) throw new Error(`the card order was not placed: ${placed.status} ${JSON.stringify(placed.body)}`);
  return reference;
}

async function verifyAttack(baseUrl: string, reference: string, paystackVerifies: () => number) {
  const before = paystackVerifies();
  const statuses = new Map<number, number>();
  let sent = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: 10 }, async () => {
      while (sent < VERIFY_REQUESTS) {
        sent += 1;
        const response = await fetch(`${baseUrl}/api/payment/verify/${reference}`, { headers: { "x-forwarded-for": attackerAddress() } });
        await response.arrayBuffer();
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      }
    }),
  );
  return { sent, statuses, paystackCalls: paystackVerifies() - before, seconds: (performance.now() - started) / 1000 };
}

/** A stranger's multipart body to the contact form, sent 1 kB at a time; resolves with its answer's status and when it came. */
function slowMultipart(baseUrl: string): Promise<{ status: number; afterMs: number }> {
  const url = new URL(`${baseUrl}/api/contact`);
  const boundary = "----bench-abuse-slow";
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: url.hostname, port: url.port, path: url.pathname, method: "POST", headers: { "content-type": `multipart/form-data; boundary=${boundary}`, "x-forwarded-for": attackerAddress() } },
      (response) => {
        response.resume();
        response.on("end", () => resolve({ status: response.statusCode ?? 0, afterMs: performance.now() - started }));
      },
    );
    request.on("error", (error: NodeJS.ErrnoException) => (error.code === "ECONNRESET" || error.code === "EPIPE" ? resolve({ status: 0, afterMs: performance.now() - started }) : reject(error)));
    request.write(`--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="slow.bin"\r\n\r\n`);
    let sentChunks = 0;
    const timer = setInterval(() => {
      if (request.destroyed || sentChunks >= SLOW_SECONDS * 10) {
        clearInterval(timer);
        if (!request.destroyed) request.end(`\r\n--${boundary}--\r\n`);
        return;
      }
      sentChunks += 1;
      request.write("x".repeat(1024));
    }, 100);
  });
}

async function uploadAttack(baseUrl: string, token: string, product: ListedProduct) {
  const form = await productPhotoForm(product, await cameraPhoto({ width: 640, height: 480 }));
  const timed = async () => {
    const started = performance.now();
    await saveProductForm(baseUrl, token, form);
    return performance.now() - started;
  };
  const alone = await timed();
  const stranger = slowMultipart(baseUrl);
  await new Promise((resolve) => setTimeout(resolve, 300));
  const during = await timed();
  return { alone, during, stranger: await stranger };
}

function counts(statuses: Map<number, number>): string {
  return [...statuses].sort(([a], [b]) => a - b).map(([status, count]) => `${status}×${count}`).join(", ");
}

async function main(): Promise<void> {
  const paystack = await startPaystackStub();
  const database = await startDatabaseProcess();
  const uri = `${database.uri}/bench-abuse`;
  let server: Awaited<ReturnType<typeof startShopServer>> | null = null;
  try {
    await createAdmin(uri, BENCH_ADMIN);
    server = await startShopServer({
      mongodbUri: uri,
      env: {
        TRUSTED_PROXIES: "127.0.0.1",
        PAYMENTS_MODE: "",
        PAYSTACK_SECRET_KEY: paystack.secretKey,
        NEXT_PUBLIC_PAYSTACK_PUBLIC_KEY: "pk_test_bench",
        PAYSTACK_API_BASE: paystack.baseUrl,
      },
    });
    const { baseUrl } = server;
    const token = await ownerToken(baseUrl);
    const products = await listProducts(baseUrl);
    const sizes: Size[] = products.flatMap((product) => product.sizes.filter((size) => size.stock > 0).map((size) => ({ product, sizeId: size._id, label: size.label, stock: size.stock })));

    const reference = await cardOrderReference(baseUrl, sizes.at(-1) as Size);
    const percent = (part: number, whole: number) => `${((100 * part) / Math.max(1, whole)).toFixed(1)}%`;
    console.log(`bench:abuse on ${baseUrl}, ${products.length} products, ${sizes.length} sizes in stock`);

    const hold = await holdAttack(baseUrl, sizes);
    console.log(
      `hold    ${hold.orders} bank orders from one /64 with fresh e-mails (${counts(hold.statuses)}): ${hold.held} of ${hold.total} units held (${percent(hold.held, hold.total)}); ` +
        `a real buyer by card could then buy ${hold.buyable} of ${hold.sizes} sizes`,
    );
    const codes = await codeAttack(baseUrl, sizes, token);
    console.log(
      `codes   ${codes.tried} codes tried from one /64 (${counts(codes.statuses)}): ${codes.answered} answered, ${codes.refused} refused 429; private codes found: ${codes.found.length} of ${PRIVATE_CODES.length}` +
        `${codes.found.length ? ` (${codes.found.join(", ")})` : ""}; a real shopper's STAFF30 ${codes.realApplied ? "applied" : "NOT applied"}` +
        (codes.firstOther ? `; first other answer: ${codes.firstOther}` : ""),
    );
    const verify = await verifyAttack(baseUrl, reference, () => paystack.requests.filter((request) => request.path.startsWith("/transaction/verify/")).length);
    console.log(`verify  ${verify.sent} checks of one unpaid order in ${verify.seconds.toFixed(1)} s (${counts(verify.statuses)}): Paystack called ${verify.paystackCalls} times`);
    const upload = await uploadAttack(baseUrl, token, products[0] as ListedProduct);
    console.log(
      `upload  the owner's photo saved in ${Math.round(upload.alone)} ms alone, ${Math.round(upload.during)} ms during a stranger's slow multipart ` +
        `(waited ${Math.max(0, Math.round(upload.during - upload.alone))} ms for the upload lock); the stranger was answered ${upload.stranger.status} after ${Math.round(upload.stranger.afterMs)} ms`,
    );
  } finally {
    await server?.stop();
    await database.stop();
    await paystack.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
