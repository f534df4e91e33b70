/**
 * The compose file's reverse proxy (deploy/nginx.conf), run by a real nginx with the file as it
 * ships: only the instances' addresses and the port it listens on are changed. The app and orders
 * instances are plain HTTP servers that say who answered, since what is tested is where nginx
 * sends each request. Needs nginx (Debian's nginx-light, which .ci/run installs); without it the
 * tests are skipped, except in CI, where a missing nginx fails them.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { isOrderPlacement } from "@/lib/server/placement-queue.mjs";
import { freePort, waitFor } from "@/scripts/lib/shop-server";

const NGINX = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((candidate) => existsSync(candidate));
if (!NGINX && process.env.CI) throw new Error("nginx is missing: .ci/run installs Debian's nginx-light");
const describeWithNginx = NGINX ? describe : describe.skip;

const PLACEMENT = "/api/payment/initialize";

interface Received {
  method: string;
  url: string;
  body: string;
  forwardedFor: string | undefined;
}

/** An instance that answers with its name, or (`hangUp`) reads the request and closes the connection unanswered. */
class Instance {
  readonly received: Received[] = [];
  hangUp = false;
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
        else response.end(this.name);
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

/** deploy/nginx.conf with the compose network's names replaced by local ports, inside a main configuration of its own. */
function proxyConfig(dir: string, listen: number, app: number, orders: number): string {
  const site = readFileSync(path.join(__dirname, "../../deploy/nginx.conf"), "utf8")
    .replace(/^\s*listen 80;$/m, `  listen 127.0.0.1:${listen};`)
    .replaceAll("http://app:3000", `http://127.0.0.1:${app}`)
    .replaceAll("http://orders:3000", `http://127.0.0.1:${orders}`);
  if (site.includes(":3000")) throw new Error("deploy/nginx.conf names an instance this test does not replace");
  writeFileSync(path.join(dir, "site.conf"), site);
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, name)};`;
  const main = `daemon off;
pid ${path.join(dir, "nginx.pid")};
error_log ${path.join(dir, "error.log")};
events {}
http {
  access_log off;
  ${["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map(temp).join("\n  ")}
  include ${path.join(dir, "site.conf")};
}
`;
  writeFileSync(path.join(dir, "nginx.conf"), main);
  return path.join(dir, "nginx.conf");
}

describeWithNginx("the reverse proxy (deploy/nginx.conf)", () => {
  const app = new Instance("app");
  const orders = new Instance("orders");
  let dir: string;
  let nginx: ChildProcess;
  let base: string;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), "proxy-routes-"));
    // nginx's workers drop root for nobody, who must reach the temp folders nginx makes here.
    chmodSync(dir, 0o755);
    await app.start(0);
    await orders.start(0);
    const listen = await freePort();
    const config = proxyConfig(dir, listen, app.port, orders.port);
    const check = spawnSync(NGINX as string, ["-t", "-q", "-c", config, "-p", dir], { encoding: "utf8" });
    if (check.status !== 0) throw new Error(`nginx refused deploy/nginx.conf: ${check.stderr}`);
    nginx = spawn(NGINX as string, ["-c", config, "-p", dir], { stdio: "ignore" });
    base = `http://127.0.0.1:${listen}`;
    await waitFor(`${base}/api/health`, 10_000, nginx);
  });

  afterAll(async () => {
    nginx?.kill("SIGQUIT");
    await app.stop();
    await orders.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  beforeEach(() => {
    app.received.length = 0;
    orders.received.length = 0;
    orders.hangUp = false;
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
