import robots from "@/app/robots";
import sitemap from "@/app/sitemap";
import { seedCatalogue } from "@/lib/catalog/seed";
import { SEED_CATALOGUE } from "@/lib/catalog/seed-catalogue";
import { Product } from "@/models/product";
import { setupTestDatabase } from "../support/database";

setupTestDatabase();

beforeAll(async () => {
  await seedCatalogue();
});

describe("sitemap.xml and robots.txt", () => {
  it("lists every product page with its artwork, beyond one page of results", async () => {
    const extra = Array.from({ length: 110 }, (_, index) => ({
      brand: "Bulk House",
      name: `Bulk Scent ${index}`,
      type: "Perfume" as const,
      price: 1000 + index,
      description: "Filler for paging.",
      stock: 1,
    }));
    await Product.insertMany(extra);
    const entries = await sitemap();
    const productUrls = entries.filter((entry) => entry.url.includes("/product/"));
    expect(productUrls).toHaveLength(SEED_CATALOGUE.length + extra.length);
    const ids = (await Product.find({}, { _id: 1 }).lean()).map((record) => String(record._id));
    expect(new Set(productUrls.map((entry) => entry.url.split("/product/")[1]))).toEqual(new Set(ids));
    const oud = await Product.findOne({ name: "Midnight Oud Eau de Parfum" }).lean();
    expect(entries).toContainEqual(
      expect.objectContaining({ url: `http://localhost:3000/product/${String(oud?._id)}`, images: ["http://localhost:3000/products/maison-lagos-midnight-oud.svg"] }),
    );
    expect(entries.map((entry) => entry.url)).toEqual(expect.arrayContaining(["http://localhost:3000/", "http://localhost:3000/shop"]));
  });

  it("lets crawlers in, keeps them out of admin, API and cart, and names the sitemap", () => {
    const rules = robots();
    expect(rules.sitemap).toBe("http://localhost:3000/sitemap.xml");
    expect(rules.rules).toEqual([expect.objectContaining({ userAgent: "*", allow: "/", disallow: expect.arrayContaining(["/admin", "/api/", "/cart"]) })]);
  });
});
