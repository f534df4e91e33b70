/**
 * @jest-environment node
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { isOrderPlacement, placementLimit, PLACEMENTS_AT_ONCE } from "./placement-queue.mjs";

const PRELOAD = path.join(__dirname, "preload.mjs");

/**
 * A server started as production starts Next.js, under the preload, with a stand-in for Next.js
 * behind it. A placement asked with ?cpu works the CPU (four 15 ms chunks, the loop turning between
 * them), as an order does; any other waits, the loop idle, as one waiting on the payment provider
 * does, until /release (later ones take 5 ms). Pages are answered at once. /state tells how many
 * placements Next.js was handed, how many run, and the most at once.
 */
const STAND_IN = `
import http from "node:http";
let running = 0, most = 0, started = 0, released = false;
const held = [];
const spin = (ms) => { const end = Date.now() + ms; while (Date.now() < end); };
const server = http.createServer((request, response) => {
  if (request.method === "POST") {
    started += 1; running += 1; most = Math.max(most, running);
    const place = () => { running -= 1; response.end("placed"); };
    request.resume();
    if (request.url.endsWith("?cpu")) {
      let chunks = 4;
      const work = () => { spin(15); if (--chunks > 0) setImmediate(work); else place(); };
      return setImmediate(work);
    }
    if (released) setTimeout(place, 5);
    else held.push(place);
    return;
  }
  if (request.url === "/release") {
    released = true;
    for (const place of held.splice(0)) place();
  }
  if (request.url === "/state") return response.end(JSON.stringify({ running, most, started }));
  response.end("page");
});
server.listen(0, "127.0.0.1", () => console.log(server.address().port));
`;

interface Server {
  url: string;
  state(): Promise<{ running: number; most: number; started: number }>;
  stop(): void;
}

async function startServer(env: Record<string, string> = {}): Promise<Server> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "placements-"));
  const script = path.join(dir, "server.mjs");
  writeFileSync(script, STAND_IN);
  const child: ChildProcess = spawn(process.execPath, ["--import", pathToFileURL(PRELOAD).href, script], {
    env: { ...process.env, NODE_ENV: "production", ...env },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const port = await new Promise<string>((resolve, reject) => {
    child.stdout?.once("data", (data: Buffer) => resolve(data.toString().trim()));
    child.once("exit", (code) => reject(new Error(`the server exited with ${code}`)));
  });
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    state: async () => (await fetch(`${url}/state`)).json(),
    stop() {
      child.kill();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

const place = (url: string, query = "") => fetch(`${url}/api/payment/initialize${query}`, { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
const placeAll = async (placements: Promise<Response>[]) => Promise.all(placements.map(async (placement) => (await placement).text()));

async function until(check: () => Promise<boolean>): Promise<void> {
  for (let tries = 0; tries < 300; tries += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error("never happened");
}

describe("order placements in a burst", () => {
  it("knows the request that places an order", () => {
    const request = (url: string, method = "POST") => ({ url, method }) as Parameters<typeof isOrderPlacement>[0];
    expect(isOrderPlacement(request("/api/payment/initialize"))).toBe(true);
    expect(isOrderPlacement(request("/api/payment/initialize?from=payment-page"))).toBe(true);
    for (const other of [request("/api/payment/initialize", "GET"), request("/api/payment/verify/REF"), request("/api/checkout/quote"), request("/api/payment/initialize/x")]) {
      expect(isOrderPlacement(other)).toBe(false);
    }
  });

  it(`lets ${PLACEMENTS_AT_ONCE} in at once unless ORDER_PLACEMENT_LIMIT says`, () => {
    expect(placementLimit({})).toBe(PLACEMENTS_AT_ONCE);
    expect(placementLimit({ ORDER_PLACEMENT_LIMIT: "5" })).toBe(5);
    expect(placementLimit({ ORDER_PLACEMENT_LIMIT: "0" })).toBe(PLACEMENTS_AT_ONCE);
  });

  it("hands Next.js a few placements at once while they keep the loop busy, answers pages meanwhile, and places every one in its turn", async () => {
    const server = await startServer();
    try {
      const placements = Array.from({ length: 8 }, () => place(server.url, "?cpu"));
      await until(async () => (await server.state()).started > 0);
      expect(await (await fetch(`${server.url}/product/abc`)).text()).toBe("page");
      expect(await placeAll(placements)).toEqual(Array(8).fill("placed"));
      expect(await server.state()).toEqual({ running: 0, most: PLACEMENTS_AT_ONCE, started: 8 });
    } finally {
      server.stop();
    }
  });

  it("lets more in while the placements running wait on something outside (the loop idle), so a slow payment provider does not hold the orders back", async () => {
    const server = await startServer();
    try {
      const placements = Array.from({ length: 8 }, () => place(server.url));
      await until(async () => (await server.state()).started === 8);
      await fetch(`${server.url}/release`);
      expect(await placeAll(placements)).toEqual(Array(8).fill("placed"));
    } finally {
      server.stop();
    }
  });

  it("queues placements even with the cached pages off", async () => {
    const server = await startServer({ CACHED_PAGES: "off", ORDER_PLACEMENT_LIMIT: "1" });
    try {
      expect(await placeAll(Array.from({ length: 4 }, () => place(server.url, "?cpu")))).toEqual(Array(4).fill("placed"));
      expect(await server.state()).toMatchObject({ most: 1, started: 4 });
    } finally {
      server.stop();
    }
  });
});
