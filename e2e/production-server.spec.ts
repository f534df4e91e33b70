import { spawn } from "node:child_process";
import { request as httpRequest } from "node:http";
import { createServer } from "node:net";
import { expect, test } from "@playwright/test";
import { nextStartCommand } from "../scripts/lib/next-start";
import { E2E_BASE_URL, E2E_MONGODB_URI, E2E_TRUSTED_PROXY } from "./support/credentials";

// Production behaviour checked by HTTP status against the build the journeys use: no browser.

interface Answer {
  status: number;
  body: string;
}

/** One request from a chosen local address, with any headers: what fetch cannot do. */
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
        response.on("close", () => resolve({ status: response.statusCode ?? 0, body }));
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
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

test.describe("configuration", () => {
  test("production refuses to start without NEXTAUTH_SECRET, naming it and every other problem", async () => {
    test.setTimeout(90_000);
    const port = await freePort();
    const server = nextStartCommand(["-p", String(port), "-H", "127.0.0.1"]);
    const child = spawn(server.command, server.args, {
      env: {
        ...process.env,
        NODE_ENV: "production",
        MONGODB_URI: E2E_MONGODB_URI,
        NEXTAUTH_URL: `http://127.0.0.1:${port}`,
        SETTINGS_ENCRYPTION_KEY: "e2e0".repeat(16),
        // Empty rather than absent, so a developer's .env cannot fill them in.
        NEXTAUTH_SECRET: "",
        NEXT_PUBLIC_SITE_URL: "",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
    expect(code, output).not.toBe(0);
    expect(output).toContain("Refusing to start in production");
    expect(output).toContain("NEXTAUTH_SECRET: missing");
    expect(output).toContain("NEXT_PUBLIC_SITE_URL: missing");
    expect(output).not.toContain("NEXTAUTH_URL:");
  });
});
