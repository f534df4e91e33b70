import { GET } from "@/app/api/products/all-products/route";
import { revalidateProducts } from "@/lib/cache/revalidate";
import type { ProductPage } from "@/lib/catalog/products";
import { seedCatalogue } from "@/lib/catalog/seed";
import { getShopResults } from "@/lib/catalog/shop-results";
import { Product, PUBLISHED } from "@/models/product";
import { setupTestDatabase } from "../support/database";
import { createProduct } from "../support/order-fixtures";
import { callRoute } from "../support/request";

setupTestDatabase();

beforeAll(async () => {
  await seedCatalogue();
});

const names = async (query: string) => (await callRoute<ProductPage>(GET, { url: `/api/products/all-products${query}` })).body.products.map((product) => product.name);

describe("searching the shop", () => {
  it("finds Midnight Oud by the start of a word and with a letter missing", async () => {
    expect((await names("?q=midn"))[0]).toBe("Midnight Oud Eau de Parfum");
    expect((await names("?q=mdnight"))[0]).toBe("Midnight Oud Eau de Parfum");
    const shop = await getShopResults({ q: "mdnight" }, 1, 8);
    expect(shop.products.map((product) => product.name)).toContain("Midnight Oud Eau de Parfum");
  });

  it("finds the perfumes with a note, whatever else they are called", async () => {
    expect((await names("?q=saffron")).sort()).toEqual(["Midnight Oud Eau de Parfum", "Royal Sandal Attar", "Saffron Silk Eau de Parfum"]);
    expect(await names("?q=vetiver")).toEqual(expect.arrayContaining(["Pepper & Leather Eau de Parfum", "Palm Wine Cologne"]));
  });

  it("ranks a name above a note: the saffron in a name comes before the saffron in notes", async () => {
    expect(await names("?q=saffron")).toEqual(["Saffron Silk Eau de Parfum", "Midnight Oud Eau de Parfum", "Royal Sandal Attar"]);
    const oud = await names("?q=oud");
    // Named oud first (oldest first), then oud by brand or notes.
    expect(oud.slice(0, 2)).toEqual(["Midnight Oud Eau de Parfum", "Oud Reed Diffuser"]);
    expect(oud).toContain("Royal Sandal Attar");
  });

  it("pages, counts and filters ranked results like any list", async () => {
    const all = await names("?q=oud");
    const first = await names("?q=oud&limit=2&page=1");
    const second = await names("?q=oud&limit=2&page=2");
    expect([...first, ...second]).toEqual(all.slice(0, 4));
    const { body } = await callRoute<ProductPage>(GET, { url: "/api/products/all-products?q=oud&type=Diffuser" });
    expect(body.total).toBe(body.products.length);
    expect(body.products.every((product) => product.type === "Diffuser")).toBe(true);
    expect(body.products.map((product) => product.name)).toEqual(expect.arrayContaining(["Oud Reed Diffuser", "Bakhoor Incense Diffuser"]));
  });

  it("sees a renamed product on the next search once the write expires the catalogue's tag", async () => {
    expect(await names("?q=zanzibar")).toEqual([]);
    const product = await Product.findOneAndUpdate({ name: "Palm Wine Cologne" }, { $set: { name: "Zanzibar Palm Cologne" } }, { new: true });
    await revalidateProducts(String(product?._id));
    expect(await names("?q=zanzibar")).toEqual(["Zanzibar Palm Cologne"]);
    expect(await names("?q=zanzibr")).toEqual(["Zanzibar Palm Cologne"]);
  });

  describe("after product writes, without reading the whole catalogue again", () => {
    // The index reads the whole published catalogue's words with PUBLISHED alone; a write's products by id.
    // (The filters' catalogue, which listings read too, reads its own fields whole after a deletion.)
    const catalogueReads = (find: jest.SpyInstance) => find.mock.calls.filter(([filter, options]) => JSON.stringify(filter) === JSON.stringify(PUBLISHED) && "name" in (options?.projection ?? {})).length;

    it("finds an edited product by its new name only, in its place among equals", async () => {
      expect((await names("?q=oud")).slice(0, 2)).toEqual(["Midnight Oud Eau de Parfum", "Oud Reed Diffuser"]);
      const find = jest.spyOn(Product.collection, "find");
      try {
        const product = await Product.findOneAndUpdate({ name: "Oud Reed Diffuser" }, { $set: { name: "Kilimanjaro Oud Diffuser" } }, { returnDocument: "after" });
        await revalidateProducts(String(product?._id));
        expect(await names("?q=kilimanjaro")).toEqual(["Kilimanjaro Oud Diffuser"]);
        expect(await names("?q=kilimanjro")).toEqual(["Kilimanjaro Oud Diffuser"]);
        expect((await names("?q=oud")).slice(0, 2)).toEqual(["Midnight Oud Eau de Parfum", "Kilimanjaro Oud Diffuser"]);
        expect(catalogueReads(find)).toBe(0);
      } finally {
        find.mockRestore();
      }
    });

    it("finds a new product and no longer a deleted one", async () => {
      expect(await names("?q=timbuktu")).toEqual([]);
      const find = jest.spyOn(Product.collection, "find");
      try {
        const added = await createProduct({ name: "Timbuktu Amber" });
        await revalidateProducts(added._id);
        expect(await names("?q=timbuktu")).toEqual(["Timbuktu Amber"]);
        const removed = await Product.findOneAndDelete({ name: "Saffron Silk Eau de Parfum" });
        await revalidateProducts(String(removed?._id));
        expect((await names("?q=saffron")).sort()).toEqual(["Midnight Oud Eau de Parfum", "Royal Sandal Attar"]);
        expect(catalogueReads(find)).toBe(0);
      } finally {
        find.mockRestore();
      }
    });

    it("reads the catalogue again when a write names no product", async () => {
      await names("?q=oud");
      const find = jest.spyOn(Product.collection, "find");
      try {
        await Product.updateOne({ name: "Zanzibar Palm Cologne" }, { $set: { name: "Lagoon Palm Cologne" } });
        await revalidateProducts();
        expect(await names("?q=lagoon")).toEqual(["Lagoon Palm Cologne"]);
        expect(catalogueReads(find)).toBe(1);
      } finally {
        find.mockRestore();
      }
    });
  });
});
