import { NextRequest } from "next/server";
import nextConfig from "@/next.config";
import { proxy } from "@/proxy";
import { INLINE_SCRIPT_HASHES } from "@/components/layout/inline-script-hashes";
import { themeBootScript } from "@/components/layout/theme";
import { ZOD_WITHOUT_EVAL_SCRIPT } from "@/components/layout/zod-without-eval";
import { cachedPagePolicy, noncePolicy } from "@/lib/http/content-security-policy";

const scriptSources = (policy: string) => policy.split("; ").find((directive) => directive.startsWith("script-src "))?.split(" ").slice(1) ?? [];

/** The storefront's pages that read nothing cached and are rendered for each request. */
const STOREFRONT_PAGES_PER_REQUEST = ["/cart", "/order-tracking", "/contact-us", "/newsletter", "/payment-success", "/products-and-services", "/review/a-token", "/unsubscribe/a-token"];

async function configuredPolicy(pathname: string): Promise<string | undefined> {
  const rules = (await nextConfig.headers?.()) ?? [];
  // Next.js matches a rule's source as a path pattern; these sources are plain regular expressions too.
  const matching = rules.filter((rule) => (rule.source === "/:path*" ? true : new RegExp(`^${rule.source}$`).test(pathname)));
  return matching.flatMap((rule) => rule.headers).find((header) => header.key === "Content-Security-Policy")?.value;
}

describe("Content-Security-Policy", () => {
  it("gives a page rendered per request a fresh nonce, on the request for Next.js and on the answer, with no inline scripts but the nonce's", async () => {
    const policies = [];
    for (const path of ["/checkout", "/payment", "/pay/ref-1", "/account/orders", "/order-confirmation", ...STOREFRONT_PAGES_PER_REQUEST]) {
      const response = await proxy(new NextRequest(new URL(path, "http://localhost:3000")));
      const policy = response.headers.get("content-security-policy") ?? "";
      expect(response.headers.get("x-middleware-request-content-security-policy")).toBe(policy);
      const sources = scriptSources(policy);
      expect(sources).toEqual(expect.arrayContaining(["'self'", "'strict-dynamic'", "https://checkout.paystack.com"]));
      expect(sources.filter((source) => source.startsWith("'nonce-"))).toHaveLength(1);
      expect(sources).not.toContain("'unsafe-inline'");
      expect(sources).not.toContain("'unsafe-eval'");
      // The scripts the root layout writes inline carry no nonce: their hashes allow them.
      expect(sources).toEqual(expect.arrayContaining(INLINE_SCRIPT_HASHES));
      expect(policy).toContain("frame-ancestors 'none'");
      policies.push(policy);
    }
    expect(new Set(policies).size).toBe(policies.length);
  });

  it("gives an admin page its nonce once the proxy lets it through, and none to a redirect", async () => {
    const redirected = await proxy(new NextRequest(new URL("/admin/orders", "http://localhost:3000")));
    expect(redirected.status).toBe(307);
    const login = await proxy(new NextRequest(new URL("/admin/login", "http://localhost:3000")));
    expect(scriptSources(login.headers.get("content-security-policy") ?? "").some((source) => source.startsWith("'nonce-"))).toBe(true);
  });

  it("gives cached pages and the API a script-src of this origin and Paystack's hosts, and leaves the nonce pages to the proxy", async () => {
    for (const path of ["/", "/shop", "/product/665f1c2e9b1d4a0012345678", "/collections/for-him", "/api/products/all-products"]) {
      const policy = await configuredPolicy(path);
      expect(policy).toBe(cachedPagePolicy());
      expect(scriptSources(policy ?? "")).toEqual(expect.arrayContaining(["'self'", "https://checkout.paystack.com"]));
      expect(scriptSources(policy ?? "")).not.toContain("'unsafe-eval'");
    }
    for (const path of ["/admin", "/admin/orders", "/checkout", "/payment", "/pay/ref-1", "/account", "/order-confirmation", ...STOREFRONT_PAGES_PER_REQUEST]) expect(await configuredPolicy(path)).toBeUndefined();
  });

  it("hashes each script the root layout may write inline", () => {
    const { createHash } = jest.requireActual<typeof import("node:crypto")>("node:crypto");
    expect(INLINE_SCRIPT_HASHES).toContain(`'sha256-${createHash("sha256").update(themeBootScript("dark")).digest("base64")}'`);
    expect(INLINE_SCRIPT_HASHES).toContain(`'sha256-${createHash("sha256").update(ZOD_WITHOUT_EVAL_SCRIPT).digest("base64")}'`);
    expect(new Set(INLINE_SCRIPT_HASHES).size).toBe(4);
  });

  it("lets React evaluate code in development only", () => {
    expect(scriptSources(noncePolicy("abc", [], "development"))).toContain("'unsafe-eval'");
    expect(scriptSources(cachedPagePolicy("development"))).toContain("'unsafe-eval'");
    expect(scriptSources(cachedPagePolicy("production"))).not.toContain("'unsafe-eval'");
  });

  it("lets every page's stylesheets, written into its HTML, apply under both policies", async () => {
    expect(nextConfig.experimental?.inlineCss).toBe(true);
    const nonced = (await proxy(new NextRequest(new URL("/checkout", "http://localhost:3000")))).headers.get("content-security-policy") ?? "";
    for (const policy of [nonced, cachedPagePolicy()]) {
      const directives = policy.split("; ").map((directive) => directive.split(" "));
      // Inline styles are refused by a style-src, or a default-src standing in for it, without 'unsafe-inline'.
      const styles = directives.find(([name]) => name === "style-src") ?? directives.find(([name]) => name === "default-src");
      if (styles) expect(styles).toContain("'unsafe-inline'");
    }
  });
});
