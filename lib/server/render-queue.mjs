// @ts-check
// Lets a few renders of pages anyone can ask for in endless variety (a /shop search or filter, a
// collection's filters: each a page nobody may have asked for before) run at once in this process;
// the rest wait their turn. Measured on a 10,000-search flood from 10 connections: every render
// in flight holds its own reads, React tree and HTML, and the heap grew to hold them all; and the
// database behind them, asked for ten pages' reads and writes at once, fell behind until requests
// waited past the rewrite's 30 s and failed. Pages served from the cache never reach this queue
// (the cached pages answer them first), and a request whose shopper left while it waited is not rendered.
import { AsyncResource } from "node:async_hooks";
import os from "node:os";

/** Requests for the pages whose query makes a page of its own (the proxy's rewrites): /shop?… and /collections/<slug>?…. */
const OPEN_ENDED_PAGE = /^\/(shop|collections\/[^/?]+)\?./;

/** @param {import("node:http").IncomingMessage} request */
export function isOpenEndedRender(request) {
  return request.method === "GET" && OPEN_ENDED_PAGE.test(request.url ?? "");
}

/**
 * Renders at once: one per core, at least two, or RENDER_QUEUE_LIMIT.
 * @param {Record<string, string | undefined>} env
 */
export function renderLimit(env = process.env) {
  return slotsSetting(env.RENDER_QUEUE_LIMIT, Math.max(2, os.availableParallelism()));
}

/**
 * A queue's slots as a setting gives them: a whole number from 1, else `fallback`.
 * @param {string | undefined} setting
 * @param {number} fallback
 */
export function slotsSetting(setting, fallback) {
  const set = Number(setting);
  return Number.isInteger(set) && set > 0 ? set : fallback;
}

/**
 * A queue of `limit` slots: `run(request, response, render)` renders at once while a slot is free,
 * else when one frees; a slot frees when the response is done or its connection closes.
 * @param {number} limit
 */
export function createRenderQueue(limit) {
  let running = 0;
  /** @type {{ response: import("node:http").ServerResponse, start: () => void }[]} */
  const waiting = [];

  function next(most = limit) {
    while (running < most && waiting.length > 0) {
      const turn = /** @type {(typeof waiting)[number]} */ (waiting.shift());
      // The shopper left while waiting: nobody would read the page.
      if (turn.response.destroyed || turn.response.writableEnded) continue;
      turn.start();
    }
  }

  /**
   * @param {import("node:http").ServerResponse} response
   * @param {() => void} render
   */
  function start(response, render) {
    running += 1;
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      running -= 1;
      next();
    };
    // Next.js already listens with ten: one more is ours, not a leak (Node warned on every search).
    response.setMaxListeners(response.getMaxListeners() + 1);
    response.once("close", release);
    response.once("finish", release);
    render();
  }

  return {
    /**
     * @param {import("node:http").ServerResponse} response
     * @param {() => void} render
     */
    run(response, render) {
      if (running < limit) start(response, render);
      else {
        // Rendered later, from another request's callback: in this request's own async context
        // (what the cached pages learn of the render is read from it).
        const inContext = AsyncResource.bind(render);
        waiting.push({ response, start: () => start(response, inContext) });
      }
    },
    /** Starts the next one waiting even with every slot taken (the placement queue's, when the loop idles). */
    startNext() {
      next(running + 1);
    },
    /** Renders running and waiting, for tests and benchmarks. */
    get load() {
      return { running, waiting: waiting.length };
    },
  };
}
