import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { findProduct } from "./support/catalog-api";

// Every style a page carries is read before its first paint, and a phone matches every rule
// against the page: a shopper's page carries the storefront's styles, never the owner's screens'
// (next.config.ts, cssChunking and inlineCss). Checked on what the production server sends.

const root = path.resolve(__dirname, "..");

function moduleFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".module.css"))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

const classNames = (file: string) => new Set([...readFileSync(file, "utf8").matchAll(/\.([A-Za-z][\w-]*)/g)].map((match) => match[1]!));

/** Class names only the owner's screens use: a built rule keeps the name after the module's hash. */
function adminOnlyClassNames(): string[] {
  const admin = [...moduleFiles(path.join(root, "components/admin")), ...moduleFiles(path.join(root, "app/admin"))];
  const shared = new Set(
    [...moduleFiles(path.join(root, "components")), ...moduleFiles(path.join(root, "app"))].filter((file) => !admin.includes(file)).flatMap((file) => [...classNames(file)]),
  );
  return [...new Set(admin.flatMap((file) => [...classNames(file)]))].filter((name) => !shared.has(name));
}

/** Every style a page applies: the sheets written into its HTML (next.config.ts, inlineCss) and any it links. */
async function pageStyles(request: APIRequestContext, page: string): Promise<string> {
  const response = await request.get(page);
  expect(response.status(), page).toBe(200);
  const html = await response.text();
  const inline = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]!);
  const hrefs = [...html.matchAll(/<link\b[^>]*>/g)].filter(([tag]) => /rel="stylesheet"/.test(tag)).map(([tag]) => /href="([^"]+\.css)"/.exec(tag)?.[1]).filter((href) => href !== undefined);
  const linked = await Promise.all(hrefs.map(async (href) => (await request.get(href)).text()));
  const css = [...inline, ...linked].join("\n");
  expect(css.length, page).toBeGreaterThan(1000);
  return css;
}

test("a shopper's pages carry the storefront's styles, none of the owner's screens'", async ({ request }) => {
  const adminOnly = adminOnlyClassNames();
  expect(adminOnly.length).toBeGreaterThan(50);
  const product = await findProduct(request, "oud");
  for (const page of ["/", "/shop", `/product/${product._id}`, "/cart", "/checkout", "/order-tracking"]) {
    const css = await pageStyles(request, page);
    const found = adminOnly.filter((name) => new RegExp(`\\.[\\w-]*_${name}(?![\\w-])`).test(css));
    expect(found, `${page} carries the owner's styles`).toEqual([]);
  }
});
