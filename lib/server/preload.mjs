// Loaded before Next.js's server in production: `node --import ./lib/server/preload.mjs` (npm start,
// the Docker image, the test servers). Both pieces need the raw Node request, which Next.js never
// hands to the app.
import "../http/stamp-client-address.mjs";
import { createCachedPages, installCachedPages } from "../cache/cached-pages.mjs";
import { createPlacementQueue, isOrderPlacement } from "./placement-queue.mjs";
import { createRenderQueue, isOpenEndedRender, renderLimit } from "./render-queue.mjs";

const placements = createPlacementQueue();
// CACHED_PAGES=off leaves every page request to Next.js, to compare or to rule this layer out.
const pages = process.env.CACHED_PAGES === "off" ? null : createCachedPages();
const renders = createRenderQueue(renderLimit());
installCachedPages({
  // Not async: a page the cached pages answer at once costs no promise (cached-pages.mjs).
  answer(request, response, handle) {
    // A burst of orders waits its turn (placement-queue.mjs) rather than slowing every page.
    if (isOrderPlacement(request)) placements.run(response, handle);
    else if (!pages) handle();
    // A search or filter the cached pages cannot answer is rendered in its turn (render-queue.mjs).
    else return pages.answer(request, response, isOpenEndedRender(request) ? () => renders.run(response, handle) : handle);
  },
});
