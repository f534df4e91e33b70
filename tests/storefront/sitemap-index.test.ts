import { GET as sitemapFile } from "@/app/sitemaps/[file]/route";
import { GET as sitemap } from "@/app/sitemap.xml/route";
import { SITEMAP_MAX_URLS } from "@/lib/content/sitemap";
import { Product } from "@/models/product";
import { setupTestDatabase } from "../support/database";

// A real shop past the protocol's 50,000 URLs per file, through the routes crawlers call: the
// split is the routes' own decision at the real limit, not a helper's with a small one.
setupTestDatabase();
jest.setTimeout(180_000);

const PAGES = 5;
const PRODUCTS = SITEMAP_MAX_URLS;
const BATCH = 5_000;

beforeAll(async () => {
  for (let start = 0; start < PRODUCTS; start += BATCH) {
    // Written straight to the collection: validating 50,000 documents one by one is not what is tested here.
    await Product.collection.insertMany(
      Array.from({ length: BATCH }, (_, index) => ({ brand: "Bulk House", name: `Bulk Scent ${start + index}`, type: "Perfume", price: 1000, description: "Filler.", stock: 1, images: [] })),
      { ordered: false },
    );
  }
});

const locs = (xml: string, tag: "url" | "sitemap") => [...xml.matchAll(new RegExp(`<${tag}><loc>([^<]+)</loc>`, "g"))].map((match) => match[1] ?? "");
const file = async (name: string) => sitemapFile(new Request(`http://localhost:3000/sitemaps/${name}`), { params: Promise.resolve({ file: name }) });

describe("sitemap past 50,000 URLs", () => {
  it("answers an index of two files, 50,000 URLs in the first, every page and product listed once", async () => {
    const index = await (await sitemap()).text();
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(index).not.toContain("<urlset");
    expect(locs(index, "sitemap")).toEqual(["http://localhost:3000/sitemaps/1.xml", "http://localhost:3000/sitemaps/2.xml"]);

    const first = locs(await (await file("1.xml")).text(), "url");
    const second = locs(await (await file("2.xml")).text(), "url");
    expect(first).toHaveLength(SITEMAP_MAX_URLS);
    expect(second).toHaveLength(PAGES + PRODUCTS - SITEMAP_MAX_URLS);
    expect(first.slice(0, 2)).toEqual(["http://localhost:3000/", "http://localhost:3000/shop"]);

    const listed = [...first, ...second].filter((url) => url.includes("/product/")).map((url) => url.split("/product/")[1]);
    expect(new Set(listed).size).toBe(PRODUCTS);
    const ids = (await Product.find({}, { _id: 1 }).lean()).map((record) => String(record._id));
    expect(new Set(listed)).toEqual(new Set(ids));
    await expect(file("3.xml")).rejects.toMatchObject({ digest: expect.stringContaining("NEXT_REDIRECT") });
  });
});
