// Loaded before Next.js's server in production: `node --import ./lib/server/preload.mjs` (npm start,
// the Docker image, the test servers). Both pieces need the raw Node request, which Next.js never
// hands to the app.
import "../http/stamp-client-address.mjs";
import { installCachedPages } from "../cache/cached-pages.mjs";

// CACHED_PAGES=off leaves every request to Next.js, to compare or to rule this layer out.
if (process.env.CACHED_PAGES !== "off") installCachedPages();
