/**
 * The compose file's reverse proxy (deploy/nginx.conf), run by a real nginx with the file as it
 * ships (scripts/lib/nginx-proxy.ts). The app and orders instances are plain HTTP servers that say
 * who answered, since what is tested is where nginx sends each request and what it keeps. Needs
 * nginx (Debian's nginx-light, which .ci/run installs); without it the tests are skipped, except
 * in CI, where a missing nginx fails them.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { isOrderPlacement } from "@/lib/server/placement-queue.mjs";
import { NGINX, startProxy, type RunningProxy } from "@/scripts/lib/nginx-proxy";

if (!NGINX && process.env.CI) throw new Error("nginx is missing: .ci/run installs Debian's nginx-light");
const describeWithNginx = NGINX ? describe : describe.skip;

const PLACEMENT = "/api/payment/initialize";

interface Received {
  method: string;
  url: string;
  body: string;
  forwardedFor: string | undefined;
}

/** The instances' Cache-Control: a content-named file's (the build's, an upload's), and a cached page's, which Next.js sends. */
const IMMUTABLE = "public, max-age=31536000, immutable";
const CACHED_PAGE = "s-maxage=300, stale-while-revalidate=31535700";
const cacheControlOf = (url: string) => (/^\/(_next\/static|uploads)\//.test(url) ? IMMUTABLE : CACHED_PAGE);

/**
 * An instance that answers with its name and the app's Cache-Control for the path, after
 * `answerAfterMs`; or (`hangUp`) reads the request and closes the connection unanswered.
 */
class Instance {
  readonly received: Received[] = [];
  hangUp = false;
  answerAfterMs = 0;
  private server: http.Server | null = null;

  constructor(readonly name: string) {}

  async start(port: number): Promise<void> {
    this.server = http.createServer((request, response) => {
      let body = "";
      request.on("data", (chunk: Buffer) => (body += chunk.toString()));
      request.on("end", () => {
        const forwardedFor = request.headers["x-forwarded-for"];
        this.received.push({ method: request.method ?? "", url: request.url ?? "", body, forwardedFor: typeof forwardedFor === "string" ? forwardedFor : undefined });
        if (this.hangUp) request.socket.destroy();
        else setTimeout(() => response.writeHead(200, { "cache-control": cacheControlOf(request.url ?? "") }).end(this.name), this.answerAfterMs);
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(port, "127.0.0.1", resolve));
  }

  get port(): number {
    return (this.server?.address() as AddressInfo).port;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise((resolve) => server.close(resolve));
  }
}

describeWithNginx("the reverse proxy (deploy/nginx.conf)", () => {
  const app = new Instance("app");
  const orders = new Instance("orders");
  let proxy: RunningProxy;
  let base: string;

  beforeAll(async () => {
    await app.start(0);
    await orders.start(0);
    proxy = await startProxy({ app: app.port, orders: orders.port });
    base = proxy.baseUrl;
  });

  afterAll(async () => {
    await proxy?.stop();
    await app.stop();
    await orders.stop();
  });

  beforeEach(() => {
    app.received.length = 0;
    orders.received.length = 0;
    orders.hangUp = false;
    app.answerAfterMs = 0;
  });

  const place = () => fetch(`${base}${PLACEMENT}`, { method: "POST", headers: { "content-type": "application/json" }, body: '{"cart":"one"}' });

  test("the path it sends to the orders instances is the app's order placement", () => {
    const request = { method: "POST", url: PLACEMENT } as http.IncomingMessage;
    expect(isOrderPlacement(request)).toBe(true);
  });

  test("sends an order placement to the orders instance, body and client address with it", async () => {
    const response = await place();
    expect(await response.text()).toBe("orders");
    expect(orders.received).toEqual([{ method: "POST", url: PLACEMENT, body: '{"cart":"one"}', forwardedFor: "127.0.0.1" }]);
    expect(app.received).toEqual([]);
  });

  test("sends pages and every other API to the app instances", async () => {
    for (const url of ["/shop", "/product/abc", "/api/payment/verify?reference=x", "/api/health"]) {
      const response = await fetch(`${base}${url}`);
      expect(await response.text()).toBe("app");
    }
    expect(app.received.map((request) => request.url)).toEqual(["/shop", "/product/abc", "/api/payment/verify?reference=x", "/api/health"]);
    expect(orders.received).toEqual([]);
  });

  test("keeps the build's files and the uploaded photos once asked, and never a page", async () => {
    const files = ["/_next/static/chunks/app-1a2b.js", "/_next/static/chunks/app-1a2b.css", "/uploads/5f2c9e.webp"];
    const pages = ["/", "/shop", "/product/abc", "/banner/hero.svg", "/api/products/all-products"];
    for (let visitor = 0; visitor < 3; visitor += 1) {
      for (const url of [...files, ...pages]) {
        const response = await fetch(`${base}${url}`);
        expect(await response.text()).toBe("app");
        expect(response.headers.get("cache-control")).toBe(cacheControlOf(url));
      }
    }
    const asked = app.received.map((request) => request.url);
    for (const url of files) expect(asked.filter((each) => each === url)).toHaveLength(1);
    for (const url of pages) expect(asked.filter((each) => each === url)).toHaveLength(3);
  });

  test("a burst of first visitors asking for a file at once waits for one answer from the app", async () => {
    app.answerAfterMs = 300;
    const url = "/_next/static/chunks/drop-9f8e.js";
    const answers = await Promise.all(Array.from({ length: 10 }, () => fetch(`${base}${url}`).then((response) => response.text())));
    expect(answers).toEqual(Array(10).fill("app"));
    expect(app.received.map((request) => request.url)).toEqual([url]);
  });

  test("with no orders instance reachable, an app instance places the order", async () => {
    const port = orders.port;
    await orders.stop();
    try {
      const response = await place();
      expect(await response.text()).toBe("app");
      expect(app.received).toEqual([expect.objectContaining({ method: "POST", url: PLACEMENT, body: '{"cart":"one"}', forwardedFor: "127.0.0.1" })]);
    } finally {
      await orders.start(port);
    }
  });

  test("an orders instance that got the order and hung up is not followed by a second placement on the app", async () => {
    orders.hangUp = true;
    const response = await place();
    expect(response.status).toBe(502);
    expect(orders.received).toHaveLength(1);
    expect(app.received).toEqual([]);
  });
});
