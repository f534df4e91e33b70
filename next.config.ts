import path from "node:path";
import type { NextConfig } from "next";
import { cachedPagePolicy, NONCE_PATHS } from "./lib/http/content-security-policy";

const WITHOUT_NONCE = `/((?!${NONCE_PATHS.map((page) => `${page.slice(1)}(?:/|$)`).join("|")}).*)`;

// Sent with every response. The Content-Security-Policy is the cached pages' on every path but
// the pages the proxy gives a nonce (lib/http/content-security-policy.ts says why).
const SECURITY_HEADERS = [
  { key: "X-Frame-Options", value: "DENY" },
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), payment=(self \"https://checkout.paystack.com\")" },
  { key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" },
];

const nextConfig: NextConfig = {
  // The Docker image runs the standalone server; `npm start` runs `next start`, which refuses it.
  output: process.env.NEXT_OUTPUT === "standalone" ? "standalone" : undefined,
  // Lets several builds (a developer's and the e2e run's) live side by side.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  poweredByHeader: false,
  serverExternalPackages: ["mongoose", "mongodb", "bson"],
  // Rendered pages and cached reads live in the shop's MongoDB, shared by every instance and
  // bound to that database (see lib/cache/next-cache-handler.mjs).
  cacheHandler: path.join(process.cwd(), "lib/cache/next-cache-handler.mjs"),
  async headers() {
    return [
      { source: "/:path*", headers: SECURITY_HEADERS },
      { source: WITHOUT_NONCE, headers: [{ key: "Content-Security-Policy", value: cachedPagePolicy() }] },
    ];
  },
  // By default Turbopack puts every screen's CSS modules, the admin's included, in one 71 kB sheet
  // that every storefront page blocks on. The graph mode groups styles by the pages that use them;
  // a request cost of 1 kB keeps the owner's styles out of every shopper's page (home: 9 sheets, 18 kB).
  // Those sheets are written into the page's HTML: on a phone each sheet was a round trip the first
  // paint waited for (the product page had 10), and the page's own styles (about 6 kB gzip) cost
  // less than one. The policy sets no style-src, so inline styles are allowed.
  experimental: { cssChunking: { type: "graph", requestCost: 1_000 }, inlineCss: true },
  images: {
    remotePatterns: [{ protocol: "https", hostname: "res.cloudinary.com" }],
  },
};

export default nextConfig;
