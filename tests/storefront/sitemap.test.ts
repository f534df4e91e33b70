import { SEED_COLLECTIONS } from "@/lib/catalog/seed-collections";
import robots from "@/app/robots";
import { GET as sitemapFile } from "@/app/sitemaps/[file]/route";
import { GET as sitemap } from "@/app/sitemap.xml/route";
import { seedCatalogue } from "@/lib/catalog/seed";
import { SEED_CATALOGUE } from "@/lib/catalog/seed-catalogue";
import { sitemapEntries, sitemapFileCount, sitemapIndexXml, urlsetXml } from "@/lib/content/sitemap";
import { Product } from "@/models/product";
import { setupTestDatabase } from "../support/database";

setupTestDatabase();

// The shop's own pages and the seed's collections.
const PAGES = 5 + SEED_COLLECTIONS.length;
const extra = Array.from({ length: 110 }, (_, index) => ({
  brand: "Bulk House",
  name: `Bulk Scent ${index}`,
  type: "Perfume" as const,
  price: 1000 + index,
  description: "Filler for paging.",
  stock: 1,
}));

beforeAll(async () => {
  await seedCatalogue();
  await Product.insertMany(extra);
});

const locs = (xml: string, tag: "url" | "sitemap") => [...xml.matchAll(new RegExp(`<${tag}><loc>([^<]+)</loc>`, "g"))].map((match) => match[1] ?? "");

describe("sitemap.xml and robots.txt", () => {
  it("lists every page and product page, with the product's artwork, in one file while they fit", async () => {
    const response = await sitemap();
    expect(response.headers.get("content-type")).toContain("application/xml");
    const xml = await response.text();
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    const urls = locs(xml, "url");
    expect(urls).toEqual(expect.arrayContaining(["http://localhost:3000/", "http://localhost:3000/shop"]));
    const ids = (await Product.find({}, { _id: 1 }).lean()).map((record) => String(record._id));
    expect(new Set(urls.filter((url) => url.includes("/product/")).map((url) => url.split("/product/")[1]))).toEqual(new Set(ids));
    expect(urls).toHaveLength(PAGES + SEED_CATALOGUE.length + extra.length);
    expect(urls).toContain("http://localhost:3000/collections/gifts-under-50000");
    const oud = await Product.findOne({ name: "Midnight Oud Eau de Parfum" }).lean();
    expect(xml).toContain(`<url><loc>http://localhost:3000/product/${String(oud?._id)}</loc><changefreq>weekly</changefreq><priority>0.8</priority><image:image><image:loc>http://localhost:3000/products/maison-lagos-midnight-oud-1200.jpg</image:loc></image:image></url>`);
  });

  it("past the per-file limit, splits the URLs into files an index lists, each URL once", async () => {
    const perFile = 40;
    const total = PAGES + SEED_CATALOGUE.length + extra.length;
    const files = await sitemapFileCount(perFile);
    expect(files).toBe(Math.ceil(total / perFile));
    const index = sitemapIndexXml(files);
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(locs(index, "sitemap")).toEqual(Array.from({ length: files }, (_, file) => `http://localhost:3000/sitemaps/${file + 1}.xml`));
    const seen: string[] = [];
    for (let file = 1; file <= files; file += 1) {
      const urls = locs(urlsetXml(await sitemapEntries(file, perFile)), "url");
      expect(urls.length).toBeLessThanOrEqual(perFile);
      seen.push(...urls);
    }
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
  });

  it("serves /sitemaps/1.xml and sends any other file home", async () => {
    const first = await sitemapFile(new Request("http://localhost:3000/sitemaps/1.xml"), { params: Promise.resolve({ file: "1.xml" }) });
    expect(locs(await first.text(), "url")).toHaveLength(PAGES + SEED_CATALOGUE.length + extra.length);
    for (const file of ["2.xml", "0.xml", "x.xml", "1"]) {
      await expect(sitemapFile(new Request(`http://localhost:3000/sitemaps/${file}`), { params: Promise.resolve({ file }) })).rejects.toMatchObject({ digest: expect.stringContaining("NEXT_REDIRECT") });
    }
  });

  it("lets crawlers in, keeps them out of admin, API and cart, and names the sitemap", () => {
    const rules = robots();
    expect(rules.sitemap).toBe("http://localhost:3000/sitemap.xml");
    expect(rules.rules).toEqual([expect.objectContaining({ userAgent: "*", allow: "/", disallow: expect.arrayContaining(["/admin", "/api/", "/cart"]) })]);
  });
});
