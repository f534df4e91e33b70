// @ts-check
// Lets a few order placements into Next.js at once in this process; the rest wait their turn, first
// come first served, without using the CPU. The server is one event loop: every placement in flight
// runs a chunk of its work (its reads' decoding, its rules, its writes) on each turn of that loop,
// and a page request waits for the whole turn. Measured with `npm run bench:drop` (20 shoppers, four
// servers side by side in one run, a loaded machine): with every placement let in, cached pages
// answered 42 requests a second at p99 478 ms; with 1, 2 or 4 at once, 280, 238 and 127 (p99 82, 93,
// 163 ms), while the orders placed 9.3, 7.8, 9.8 and 9.2 a second. Four since an order's own reads
// and writes got cheaper (orders7, same build, runs in a row at load 10-12): 2, 4 and 6 at once placed
// 10.7-10.8, 12.0-13.7 and 15.6 orders a second at 29.8-31.8, 25.8 and 21.9 ms of the server's CPU an
// order (their answers' e-mails, activity lines and intents are written together in bigger batches),
// while the pages during the burst answered 216-243, 152-164 and 143 requests a second at p99 103-109,
// 133 and 121-138 ms; on a quiet machine four had measured better than two on both sides (pages p99
// 34 vs 36 ms, 23.5 vs 20.0 orders a second). Six gives the pages less for little more.
import { performance } from "node:perf_hooks";
import { createRenderQueue, slotsSetting } from "./render-queue.mjs";

/** The requests that place an order: the checkout's payment start, from our payment page or any API client. */
export function isOrderPlacement(/** @type {import("node:http").IncomingMessage} */ request) {
  return request.method === "POST" && (request.url ?? "").split("?")[0] === "/api/payment/initialize";
}

export const PLACEMENTS_AT_ONCE = 4;

/**
 * Placements at once: PLACEMENTS_AT_ONCE, or ORDER_PLACEMENT_LIMIT.
 * @param {Record<string, string | undefined>} env
 */
export function placementLimit(env = process.env) {
  return slotsSetting(env.ORDER_PLACEMENT_LIMIT, PLACEMENTS_AT_ONCE);
}

/** How often a waiting placement checks whether the event loop has room. */
const CHECK_EVERY_MS = 20;
/** Below this share of the last check's time busy, the loop has room for one more placement. */
const IDLE_LOOP = 0.5;

/**
 * The queue order placements wait in (render-queue.mjs's: a slot frees when the answer is sent or
 * the shopper leaves). A placement also waits on things outside this process, a card payment's
 * start at Paystack above all: while the loop is mostly idle one more is let in every check, so a
 * slow provider never holds the orders to four at a time.
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
