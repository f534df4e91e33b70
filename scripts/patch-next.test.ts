import path from "node:path";
import { readFileSync } from "node:fs";
import { incrementalCacheFiles, patchedText } from "./patch-next.mjs";

const nextDir = path.dirname(require.resolve("next/package.json"));

/** An entry as Next.js caches a page: its router data a Buffer that says when JSON measures it. */
function pageEntry() {
  const rscData = Buffer.from("router data");
  Object.assign(rscData, {
    toJSON: () => {
      throw new Error("measured as JSON");
    },
  });
  return { kind: "APP_PAGE", html: "<html></html>", rscData, headers: {}, postponed: undefined, status: 200, segmentData: new Map() };
}

describe("scripts/patch-next.mjs: Next.js caches a page without measuring it as JSON", () => {
  it("hands a page to the shop's cache handler without turning its router data into JSON (the installed Next.js, as npm install patched it)", async () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- Next's own unbundled module, as its server loads it
    const { IncrementalCache } = require("next/dist/server/lib/incremental-cache") as { IncrementalCache: new (options: object) => { set(key: string, data: object, ctx: object): Promise<void> } };
    const stored: string[] = [];
    class ShopHandler {
      async get() {
        return null;
      }
      async set(key: string) {
        stored.push(key);
      }
      async revalidateTag() {}
      resetRequestCache() {}
    }
    const cache = new IncrementalCache({
      dev: false,
      minimalMode: false,
      requestHeaders: {},
      maxMemoryCacheSize: 0,
      CurCacheHandler: ShopHandler,
      previewProps: { previewModeId: "id", previewModeSigningKey: "signing", previewModeEncryptionKey: "encryption" },
      prerenderManifest: { version: 4, routes: {}, dynamicRoutes: {}, notFoundRoutes: [], preview: { previewModeId: "id" } },
    });
    await cache.set("/shop/oud", pageEntry(), { route: { kind: "APP_PAGE", sourceRoute: "/shop/[[...view]]" }, cacheControl: { revalidate: false }, isRoutePPREnabled: false, isFallback: false });
    expect(stored).toHaveLength(1);
  });

  it("leaves no file of the installed Next.js that measures every entry", () => {
    const files = incrementalCacheFiles(nextDir);
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) expect(patchedText(readFileSync(file, "utf8"))).toBe(readFileSync(file, "utf8"));
  });

  it("moves a bundled server's measure inside the condition that uses it, whatever the minifier named things", () => {
    const line = 'a=i}let q=JSON.stringify(d).length;if(c.fetchCache&&q>2097152&&!this.hasCustomCacheHandler&&!c.isImplicitBuildTimeCache){let t=`over (${q} bytes)`;}';
    expect(patchedText(line)).toBe('a=i}let q=0;if(c.fetchCache&&!this.hasCustomCacheHandler&&!c.isImplicitBuildTimeCache&&(q=JSON.stringify(d).length)>2097152){let t=`over (${q} bytes)`;}');
    expect(patchedText(patchedText(line) ?? "")).toBe(patchedText(line));
  });

  it("says so when a file no longer has the line, so an upgraded Next.js stops the install", () => {
    expect(patchedText("class IncrementalCache { set() {} }")).toBeNull();
  });
});
