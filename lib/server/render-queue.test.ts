/**
 * @jest-environment node
 */
import { AsyncLocalStorage } from "node:async_hooks";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { createRenderQueue, isOpenEndedRender, renderLimit } from "./render-queue.mjs";

interface Server {
  url: string;
  rendered: string[];
  most: number;
  /** Ends every render held open so far, and those that start later. */
  finishHeld(): void;
  close(): Promise<void>;
}

/**
 * A stand-in for the server: open-ended pages go through the queue as the preload sends them;
 * each render takes `renderMs`, or a search's is held open until finishHeld() when `hold` is set.
 */
async function startServer(limit: number, { renderMs = 20, hold = false } = {}): Promise<Server> {
  const queue = createRenderQueue(limit);
  const held: http.ServerResponse[] = [];
  let holding = hold;
  let running = 0;
  const state = { rendered: [] as string[], most: 0 };
  const server = http.createServer((request, response) => {
    const render = () => {
      state.rendered.push(request.url ?? "");
      running += 1;
      state.most = Math.max(state.most, running);
      if (holding && isOpenEndedRender(request)) held.push(response);
      else
        setTimeout(() => {
          running -= 1;
          response.end("page");
        }, renderMs);
    };
    if (isOpenEndedRender(request)) queue.run(response, render);
    else render();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    get rendered() {
      return state.rendered;
    },
    get most() {
      return state.most;
    },
    finishHeld() {
      holding = false;
      for (const response of held.splice(0)) response.end("page");
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const until = async (check: () => boolean) => {
  for (let tries = 0; tries < 200 && !check(); tries += 1) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(check()).toBe(true);
};

describe("the render queue", () => {
  it("knows the pages whose query makes a page nobody may have asked for before", () => {
    const get = (url: string, method = "GET") => ({ url, method }) as http.IncomingMessage;
    expect(isOpenEndedRender(get("/shop?q=oud"))).toBe(true);
    expect(isOpenEndedRender(get("/shop?type=Perfume&page=2"))).toBe(true);
    expect(isOpenEndedRender(get("/collections/gifts?family=woody"))).toBe(true);
    for (const everyday of ["/", "/shop", "/shop?", "/collections/gifts", "/product/abc", "/api/products/all-products?q=oud", "/shop/cT1vdWQ"]) {
      expect(isOpenEndedRender(get(everyday))).toBe(false);
    }
    expect(isOpenEndedRender(get("/shop?q=oud", "POST"))).toBe(false);
  });

  it("renders at most its limit of searches at once; the rest wait their turn and are all answered", async () => {
    const server = await startServer(2);
    try {
      const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => fetch(`${server.url}/shop?q=search${i}`).then((response) => response.status)));
      expect(answers).toEqual(Array(8).fill(200));
      expect(server.rendered).toHaveLength(8);
      expect(server.most).toBe(2);
    } finally {
      await server.close();
    }
  });

  it("never queues an everyday page behind the searches", async () => {
    const server = await startServer(2, { hold: true });
    try {
      const searches = Array.from({ length: 4 }, (_, i) => fetch(`${server.url}/shop?q=held${i}`));
      await until(() => server.rendered.length === 2);
      const home = await fetch(`${server.url}/`).then((response) => response.status);
      expect(home).toBe(200);
      expect(server.rendered).toHaveLength(3);
      server.finishHeld();
      expect((await Promise.all(searches)).map((response) => response.status)).toEqual([200, 200, 200, 200]);
      expect(server.rendered.filter((url) => url.startsWith("/shop?"))).toHaveLength(4);
    } finally {
      await server.close();
    }
  });

  it("does not render a search whose shopper left while it waited", async () => {
    const server = await startServer(1, { hold: true });
    try {
      const first = fetch(`${server.url}/shop?q=first`);
      await until(() => server.rendered.length === 1);
      const leaving = new AbortController();
      const left = fetch(`${server.url}/shop?q=left`, { signal: leaving.signal }).catch(() => "left");
      const last = fetch(`${server.url}/shop?q=last`);
      await new Promise((resolve) => setTimeout(resolve, 50));
      leaving.abort();
      expect(await left).toBe("left");
      await new Promise((resolve) => setTimeout(resolve, 50));
      server.finishHeld();
      expect((await first).status).toBe(200);
      expect((await last).status).toBe(200);
      expect(server.rendered).toEqual(["/shop?q=first", "/shop?q=last"]);
    } finally {
      await server.close();
    }
  });

  it("runs a queued render in its own request's async context", async () => {
    const queue = createRenderQueue(1);
    const context = new AsyncLocalStorage<string>();
    const responses = [new http.ServerResponse({ method: "GET" } as http.IncomingMessage), new http.ServerResponse({ method: "GET" } as http.IncomingMessage)];
    const seen: (string | undefined)[] = [];
    context.run("first", () => queue.run(responses[0] as http.ServerResponse, () => seen.push(context.getStore())));
    context.run("second", () => queue.run(responses[1] as http.ServerResponse, () => seen.push(context.getStore())));
    expect(queue.load).toEqual({ running: 1, waiting: 1 });
    context.run("another request", () => responses[0]?.emit("finish"));
    expect(seen).toEqual(["first", "second"]);
    expect(queue.load).toEqual({ running: 1, waiting: 0 });
  });

  it("listens on a response that already has ten listeners without Node's leak warning", async () => {
    const queue = createRenderQueue(1);
    const response = new http.ServerResponse({ method: "GET" } as http.IncomingMessage);
    for (let i = 0; i < 10; i += 1) response.on("close", () => undefined);
    const warned = jest.fn();
    process.on("warning", warned);
    queue.run(response, () => undefined);
    await new Promise((resolve) => setImmediate(resolve));
    process.off("warning", warned);
    expect(response.listenerCount("close")).toBe(11);
    expect(warned).not.toHaveBeenCalled();
  });

  it("takes one render per core, at least two, unless RENDER_QUEUE_LIMIT says", () => {
    expect(renderLimit({ RENDER_QUEUE_LIMIT: "3" })).toBe(3);
    expect(renderLimit({})).toBeGreaterThanOrEqual(2);
    expect(renderLimit({ RENDER_QUEUE_LIMIT: "none" })).toBe(renderLimit({}));
  });
});
