// @ts-check
// Lets a few order placements into Next.js at once in this process; the rest wait their turn, first
// come first served, without using the CPU. The server is one event loop: every placement in flight
// runs a chunk of its work (its reads' decoding, its rules, its writes) on each turn of that loop,
// and a page request waits for the whole turn. Measured with `npm run bench:drop` (20 shoppers, four
// servers side by side in one run, a loaded machine): with every placement let in, cached pages
// answered 42 requests a second at p99 478 ms; with 1, 2 or 4 at once, 280, 238 and 127 (p99 82, 93,
// 163 ms), while the orders placed 9.3, 7.8, 9.8 and 9.2 a second: two keeps the orders' rate and
// most of the pages'.
import { performance } from "node:perf_hooks";
import { createRenderQueue } from "./render-queue.mjs";

/** The requests that place an order: the checkout's payment start, from our payment page or any API client. */
export function isOrderPlacement(/** @type {import("node:http").IncomingMessage} */ request) {
  return request.method === "POST" && (request.url ?? "").split("?")[0] === "/api/payment/initialize";
}

export const PLACEMENTS_AT_ONCE = 2;

/**
 * Placements at once: PLACEMENTS_AT_ONCE, or ORDER_PLACEMENT_LIMIT.
 * @param {Record<string, string | undefined>} env
 */
export function placementLimit(env = process.env) {
  const set = Number(env.ORDER_PLACEMENT_LIMIT);
  return Number.isInteger(set) && set > 0 ? set : PLACEMENTS_AT_ONCE;
}

/** How often a waiting placement checks whether the event loop has room. */
const CHECK_EVERY_MS = 20;
/** Below this share of the last check's time busy, the loop has room for one more placement. */
const IDLE_LOOP = 0.5;

/**
 * The queue order placements wait in (render-queue.mjs's: a slot frees when the answer is sent or
 * the shopper leaves). A placement also waits on things outside this process, a card payment's
 * start at Paystack above all: while the loop is mostly idle one more is let in every check, so a
 * slow provider never holds the orders to two at a time.
 * @param {number} [limit]
 */
export function createPlacementQueue(limit = placementLimit()) {
  const queue = createRenderQueue(limit);
  /** @type {NodeJS.Timeout | null} */
  let checking = null;
  let since = performance.eventLoopUtilization();

  function check() {
    const now = performance.eventLoopUtilization();
    const busy = performance.eventLoopUtilization(now, since).utilization;
    since = now;
    if (queue.load.waiting === 0) {
      clearInterval(/** @type {NodeJS.Timeout} */ (checking));
      checking = null;
    } else if (busy < IDLE_LOOP) queue.startNext();
  }

  return {
    /**
     * @param {import("node:http").ServerResponse} response
     * @param {() => void} place
     */
    run(response, place) {
      queue.run(response, place);
      if (queue.load.waiting === 0 || checking) return;
      since = performance.eventLoopUtilization();
      checking = setInterval(check, CHECK_EVERY_MS);
      checking.unref();
    },
    get load() {
      return queue.load;
    },
  };
}
