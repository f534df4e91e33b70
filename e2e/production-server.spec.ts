import { spawn } from "node:child_process";
import { type IncomingHttpHeaders, request as httpRequest } from "node:http";
import { connect, createServer, type Socket } from "node:net";
import { expect, test } from "@playwright/test";
import { nextStartCommand } from "../scripts/lib/next-start";
import { E2E_ADMIN, E2E_BASE_URL, E2E_MONGODB_PORT, E2E_MONGODB_URI, E2E_TRUSTED_PROXY } from "./support/credentials";

// Production behaviour checked by HTTP status against the build the journeys use: no browser.

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** One request from a chosen local address, with any headers: what fetch cannot do. A full URL reaches another server. */
function send(path: string, options: { method?: string; from?: string; headers?: Record<string, string>; body?: Buffer | string[] } = {}): Promise<Answer> {
  const url = new URL(path, E2E_BASE_URL);
  return new Promise((resolve, reject) => {
    let answered = false;
    const request = httpRequest(
      { host: url.hostname, port: url.port, path: url.pathname + url.search, method: options.method ?? "GET", localAddress: options.from, headers: options.headers, agent: false },
      (response) => {
        answered = true;
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (body += chunk));
        response.on("close", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
      },
    );
    // A server refusing a body answers before reading it and closes the connection; writing the
    // rest then fails (EPIPE) after its answer came, and the answer is what counts.
    request.on("error", (error) => {
      if (!answered) reject(error);
    });
    const { body } = options;
    if (Array.isArray(body)) body.forEach((chunk) => request.write(chunk));
    request.end(Buffer.isBuffer(body) ? body : undefined);
  });
}

const random = (below: number) => Math.floor(Math.random() * below);
// Fresh addresses each run, so a retry starts with empty rate-limit windows.
const someClient = () => `198.51.${random(256)}.${1 + random(254)}`;
const someLoopback = () => `127.0.${1 + random(254)}.${1 + random(254)}`;
const orderNumber = () => `ORD-${Array.from({ length: 10 }, () => "ABCDEFGHJKLMNPQRSTUVWXYZ"[random(24)]).join("")}`;

/** Looks up unknown order numbers until the per-client limit answers 429; how many got through. */
async function lookupsUntilLimited(headersFor: (attempt: number) => { from: string; headers: Record<string, string> }): Promise<number> {
  for (let attempt = 0; attempt < 1000; attempt += 1) {
    const { from, headers } = headersFor(attempt);
    const { status } = await send(`/api/orders/track?orderNumber=${orderNumber()}`, { from, headers });
    if (status === 429) return attempt;
    expect(status).toBe(404);
  }
  throw new Error("no limit within 1000 lookups");
}

test.describe("client addresses", () => {
  test("a client rotating X-Forwarded-For from an untrusted address stays one client; a trusted proxy's clients count apart", async () => {
    const peer = someLoopback();
    const allowed = await lookupsUntilLimited((attempt) => ({
      from: peer,
      headers: { "x-forwarded-for": `${someClient()}, 203.0.113.${attempt % 250}`, "x-scents-client-address": someClient() },
    }));
    expect(allowed).toBeGreaterThan(0);
    // The same peer is refused whatever it claims now.
    expect((await send(`/api/orders/track?orderNumber=${orderNumber()}`, { from: peer, headers: { "x-forwarded-for": someClient() } })).status).toBe(429);

    // Through the trusted proxy, one forwarded client has the same allowance...
    const shopper = someClient();
    const viaProxy = (client: string) => ({ from: E2E_TRUSTED_PROXY, headers: { "x-forwarded-for": `${someClient()}, ${client}` } });
    expect(await lookupsUntilLimited(() => viaProxy(shopper))).toBe(allowed);
    // ...and another client behind the same proxy is not held back by it.
    expect((await send(`/api/orders/track?orderNumber=${orderNumber()}`, viaProxy(someClient()))).status).toBe(404);
  });
});

test.describe("password reset links", () => {
  test("a fourth link for one address within the hour answers 429 with Retry-After, whichever client asks", async () => {
    for (const email of [`reset-${Date.now()}@example.com`, `reset-again-${Date.now()}@example.com`]) {
      const statuses: number[] = [];
      let refusal: Answer | undefined;
      for (let ask = 0; ask < 4; ask += 1) {
        const answer = await send("/api/account/password-reset", {
          method: "POST",
          from: someLoopback(),
          headers: { "content-type": "application/json" },
          body: [JSON.stringify({ email })],
        });
        statuses.push(answer.status);
        refusal = answer;
      }
      expect(statuses, email).toEqual([200, 200, 200, 429]);
      expect(Number(refusal?.headers["retry-after"])).toBeGreaterThan(0);
      expect(JSON.parse(refusal?.body ?? "{}")).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    }
  });
});

test.describe("request bodies", () => {
  const contact = (body: string) => JSON.stringify({ name: "Big Body", email: "big@example.ng", message: body });

  test("a 2 MB JSON body is refused with 413, declared or streamed", async () => {
    const declared = Buffer.from(contact("x".repeat(2 * 1024 * 1024)));
    const answer = await send("/api/contact", { method: "POST", from: someLoopback(), headers: { "content-type": "application/json", "content-length": String(declared.length) }, body: declared });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ success: false, code: "PAYLOAD_TOO_LARGE" });

    const chunk = "x".repeat(64 * 1024);
    const streamed = await send("/api/contact", { method: "POST", from: someLoopback(), headers: { "content-type": "application/json" }, body: Array.from({ length: 32 }, () => chunk) });
    expect(streamed.status).toBe(413);
  });

  test("a multipart body to a route that reads JSON is refused with 415", async () => {
    const boundary = "scents-e2e-boundary";
    const form = Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="message"\r\n\r\nhello\r\n--${boundary}--\r\n`);
    const answer = await send("/api/contact", { method: "POST", from: someLoopback(), headers: { "content-type": `multipart/form-data; boundary=${boundary}` }, body: form });
    expect(answer.status).toBe(415);
    expect(JSON.parse(answer.body)).toMatchObject({ success: false, code: "UNSUPPORTED_MEDIA_TYPE" });
  });
});

test.describe("health", () => {
  test("liveness and readiness answer 200 with their status, never from a cache", async () => {
    const health = await send("/api/health");
    expect(health.status).toBe(200);
    expect(JSON.parse(health.body)).toEqual({ status: "ok" });
    expect(health.headers["cache-control"]).toBe("no-store");

    const ready = await send("/api/ready");
    expect(ready.status).toBe(200);
    expect(JSON.parse(ready.body)).toEqual({ status: "ready" });
    expect(ready.headers["cache-control"]).toBe("no-store");
  });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

/** A production server of its own on a free port, over the e2e database unless told otherwise; `settings` are its environment's differences. */
async function startShop(settings: Record<string, string>) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = nextStartCommand(["-p", String(port), "-H", "127.0.0.1"]);
  const child = spawn(server.command, server.args, {
    env: {
      ...process.env,
      NODE_ENV: "production",
      MONGODB_URI: E2E_MONGODB_URI,
      PAYMENTS_MODE: "test",
      NEXTAUTH_URL: base,
      NEXTAUTH_SECRET: "e2e-only-secret-9f2c1a7b4d-not-for-production",
      NEXT_PUBLIC_SITE_URL: base,
      SETTINGS_ENCRYPTION_KEY: "e2e0".repeat(16),
      SEED_ON_START: "false",
      ...settings,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
  return {
    base,
    output: () => output,
    exited,
    /** Resolves once the shop answers its liveness check; fails with the server's output if it exits first. */
    async serving(): Promise<void> {
      for (;;) {
        if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}:\n${output}`);
        const answer = await send(`${base}/api/health`).catch(() => null);
        if (answer?.status === 200) return;
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    },
    async stop(): Promise<void> {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
}

/** A relay to the e2e database that can be cut: the database going away, as the shop sees it. */
async function databaseRelay() {
  const sockets = new Set<Socket>();
  const relay = createServer((incoming) => {
    const outgoing = connect(E2E_MONGODB_PORT, "127.0.0.1");
    for (const socket of [incoming, outgoing]) {
      sockets.add(socket);
      socket.on("close", () => sockets.delete(socket));
      socket.on("error", () => socket.destroy());
    }
    incoming.pipe(outgoing).pipe(incoming);
  });
  await new Promise<void>((resolve) => relay.listen(0, "127.0.0.1", resolve));
  const address = relay.address();
  if (typeof address !== "object" || !address) throw new Error("no relay port");
  return {
    uri: `mongodb://127.0.0.1:${address.port}/scents`,
    cut(): void {
      relay.close();
      for (const socket of sockets) socket.destroy();
    },
  };
}

const setCookies = (answer: Answer) => answer.headers["set-cookie"] ?? [];
const cookieNamed = (answer: Answer, name: string) => setCookies(answer).find((cookie) => cookie.startsWith(`${name}=`));

test.describe("configuration", () => {
  test("production refuses to start without NEXTAUTH_SECRET, naming it and every other problem", async () => {
    test.setTimeout(90_000);
    // Empty rather than absent, so a developer's .env cannot fill them in.
    const shop = await startShop({ NEXTAUTH_SECRET: "", NEXT_PUBLIC_SITE_URL: "" });
    const code = await shop.exited;
    expect(code, shop.output()).not.toBe(0);
    expect(shop.output()).toContain("Refusing to start in production");
    expect(shop.output()).toContain("NEXTAUTH_SECRET: missing");
    expect(shop.output()).toContain("NEXT_PUBLIC_SITE_URL: missing");
    expect(shop.output()).not.toContain("NEXTAUTH_URL:");
  });

  test("production refuses an http NEXTAUTH_URL off this machine, naming it, and starts with it when BEHIND_TLS says a proxy ends TLS", async () => {
    test.setTimeout(180_000);
    const refused = await startShop({ NEXTAUTH_URL: "http://shop.example.ng", NEXT_PUBLIC_SITE_URL: "http://shop.example.ng" });
    expect(await refused.exited, refused.output()).not.toBe(0);
    expect(refused.output()).toContain("Refusing to start in production");
    expect(refused.output()).toContain("NEXTAUTH_URL: is http");
    expect(refused.output()).toContain("BEHIND_TLS=true");

    const behindTls = await startShop({ NEXTAUTH_URL: "http://shop.example.ng", NEXT_PUBLIC_SITE_URL: "http://shop.example.ng", BEHIND_TLS: "true" });
    try {
      await behindTls.serving();
      expect(behindTls.output()).not.toContain("Refusing to start");
    } finally {
      await behindTls.stop();
    }
  });

  test("with an https NEXTAUTH_URL every cookie is Secure over plain http, as behind a proxy; readiness answers 503 when the database goes, liveness still 200", async () => {
    test.setTimeout(180_000);
    const database = await databaseRelay();
    const shop = await startShop({ NEXTAUTH_URL: "https://shop.example.ng", NEXT_PUBLIC_SITE_URL: "https://shop.example.ng", MONGODB_URI: database.uri });
    try {
      await shop.serving();
      const client = someLoopback();

      const listing = await send(`${shop.base}/api/products/all-products?q=Palm%20Wine`, { from: client });
      const { products } = JSON.parse(listing.body) as { products: { _id: string; sizes?: { _id: string }[] }[] };
      const product = products[0];
      expect(product, listing.body).toBeDefined();
      const line = { productId: product?._id, quantity: 1, ...(product?.sizes?.[0]?._id ? { sizeId: product.sizes[0]._id } : {}) };
      const quote = await send(`${shop.base}/api/checkout/quote`, {
        method: "POST",
        from: client,
        headers: { "content-type": "application/json" },
        body: Buffer.from(JSON.stringify({ items: [line], orderDetails: { shippingMethodId: "standard" } })),
      });
      expect(quote.status, quote.body).toBe(200);
      expect(cookieNamed(quote, "scents_checkout")).toMatch(/;\s*Secure/i);

      const csrf = await send(`${shop.base}/api/auth/csrf`, { from: client });
      const csrfCookie = cookieNamed(csrf, "__Host-next-auth.csrf-token");
      expect(csrfCookie, JSON.stringify(setCookies(csrf))).toMatch(/;\s*Secure/i);
      const { csrfToken } = JSON.parse(csrf.body) as { csrfToken: string };
      const signIn = await send(`${shop.base}/api/auth/callback/admin`, {
        method: "POST",
        from: client,
        headers: { "content-type": "application/x-www-form-urlencoded", cookie: (csrfCookie ?? "").split(";")[0] ?? "" },
        body: Buffer.from(new URLSearchParams({ csrfToken, email: E2E_ADMIN.email, password: E2E_ADMIN.password, securityKey: E2E_ADMIN.securityKey, json: "true" }).toString()),
      });
      expect(cookieNamed(signIn, "__Secure-next-auth.session-token"), JSON.stringify(setCookies(signIn))).toBeDefined();
      expect(cookieNamed(signIn, "scents_device")).toBeDefined();
      // Every cookie any of these answers set, the shop's and next-auth's.
      for (const cookie of [quote, csrf, signIn].flatMap(setCookies)) expect(cookie).toMatch(/;\s*Secure/i);

      expect((await send(`${shop.base}/api/ready`)).status).toBe(200);
      database.cut();
      const unready = await send(`${shop.base}/api/ready`);
      expect(unready.status).toBe(503);
      expect(JSON.parse(unready.body)).toEqual({ status: "unavailable" });
      expect(unready.headers["cache-control"]).toBe("no-store");
      expect((await send(`${shop.base}/api/health`)).status).toBe(200);
    } finally {
      await shop.stop();
      database.cut();
    }
  });
});
