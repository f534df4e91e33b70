import { NextRequest } from "next/server";
import { config, proxy } from "@/proxy";
import { pageVariant } from "@/lib/cache/cached-pages.mjs";

const rewriteOf = async (path: string) => (await proxy(new NextRequest(new URL(path, "http://localhost:3000")))).headers.get("x-middleware-rewrite");

describe("a collection's filtered page", () => {
  it("is served from one path per view, whatever the spelling of its query", async () => {
    const rewrites = await Promise.all(["/collections/oud?forWhom=Masculine&family=Woody", "/collections/oud?family=Woody&forWhom=Masculine&utm_source=mail", "/collections/oud?family=Woody&family=Woody&forWhom=Masculine&page=1"].map(rewriteOf));
    expect(new Set(rewrites).size).toBe(1);
    expect(new URL(rewrites[0] ?? "").pathname).toMatch(/^\/collections\/oud\/[A-Za-z0-9_-]+$/);
    expect(new URL(rewrites[0] ?? "").search).toBe("");
    expect(await rewriteOf("/collections/oud?family=Woody&forWhom=Masculine&page=2")).not.toBe(rewrites[0]);
  });

  it("is the bare page for a query it does not understand, and the bare page goes through untouched", async () => {
    expect(new URL((await rewriteOf("/collections/oud?utm_source=mail")) ?? "").pathname).toBe("/collections/oud");
    expect(await rewriteOf("/collections/oud")).toBeNull();
  });

  it("takes no nonce: it is a cached page", async () => {
    const response = await proxy(new NextRequest(new URL("/collections/oud?family=Woody", "http://localhost:3000")));
    expect(response.headers.get("content-security-policy")).toBeNull();
  });

  it("reaches the proxy, and its query reaches the cached pages in front of Next.js", () => {
    expect(config.matcher).toContain("/collections/:slug");
    const request = (url: string) => ({ method: "GET", url, headers: {} }) as Parameters<typeof pageVariant>[0];
    expect(pageVariant(request("/collections/oud?family=Woody"))).toBe("/collections/oud?family=Woody ");
    expect(pageVariant(request("/collections/oud/extra?family=Woody"))).toBeNull();
    expect(pageVariant(request("/product/1?family=Woody"))).toBeNull();
  });
});
