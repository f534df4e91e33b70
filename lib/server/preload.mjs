// Loaded before Next.js's server in production: `node --import ./lib/server/preload.mjs` (npm start,
// the Docker image, the test servers). Both pieces need the raw Node request, which Next.js never
// hands to the app.
import "../http/stamp-client-address.mjs";
import { createCachedPages, installCachedPages } from "../cache/cached-pages.mjs";
import { createRenderQueue, isOpenEndedRender, renderLimit } from "./render-queue.mjs";

// CACHED_PAGES=off leaves every request to Next.js, to compare or to rule this layer out.
if (process.env.CACHED_PAGES !== "off") {
  const pages = createCachedPages();
  const queue = createRenderQueue(renderLimit());
  // A search or filter the cached pages cannot answer is rendered in its turn (render-queue.mjs).
  installCachedPages({
    answer: (request, response, handle) => pages.answer(request, response, isOpenEndedRender(request) ? () => queue.run(response, handle) : handle),
  });
}
