import { listProductsForAdmin } from "@/lib/catalog/product-admin";
import { ADMIN_PRODUCTS_PER_PAGE, adminProductQuerySchema } from "@/lib/catalog/product-admin-schema";
import { seedCatalogue } from "@/lib/catalog/seed";
import { SEED_CATALOGUE } from "@/lib/catalog/seed-catalogue";
import { Types } from "mongoose";
import { Product } from "@/models/product";
import { clearDatabase, setupTestDatabase } from "../support/database";

setupTestDatabase();

const HOUR = 60 * 60 * 1000;
const query = (raw: Record<string, string> = {}) => adminProductQuerySchema.parse(raw);

describe("the owner's product list", () => {
  beforeEach(async () => {
    await clearDatabase();
  });

  it("shows a large catalogue a page at a time, newest first, with how many there are in all", async () => {
    const total = 2 * ADMIN_PRODUCTS_PER_PAGE + 20;
    const start = Date.now() - total * HOUR;
    await Product.insertMany(
      Array.from({ length: total }, (_, index) => ({
        brand: "Maison Lagos",
        name: `Scent ${index + 1}`,
        type: "Perfume",
        price: 10_000,
        stock: 5,
        description: "One of many.",
        images: [{ url: "/products/placeholder.svg" }],
        createdAt: new Date(start + index * HOUR),
      })),
    );

    const first = await listProductsForAdmin(query());
    expect(first.total).toBe(total);
    expect(first.pages).toBe(3);
    expect(first.products).toHaveLength(ADMIN_PRODUCTS_PER_PAGE);
    expect(first.products[0]?.name).toBe(`Scent ${total}`);
    const last = await listProductsForAdmin(query({ page: "3" }));
    expect(last.products.map((product) => product.name)).toEqual(Array.from({ length: 20 }, (_, index) => `Scent ${20 - index}`));
    // Every product on exactly one page.
    const second = await listProductsForAdmin(query({ page: "2" }));
    const shown = [...first.products, ...second.products, ...last.products].map((product) => product._id);
    expect(new Set(shown).size).toBe(total);
  });

  it("lists the right products on page 150 of 10,000 (an import's products share a time: newest id first among them), and counts one added at once", async () => {
    const total = 10_000;
    const start = Date.now() - total * HOUR;
    // Four products a minute, as an import saves them; written as stored (lean), as 10,000 documents validated one by one take a minute.
    await Product.insertMany(
      Array.from({ length: total }, (_, index) => ({
        _id: new Types.ObjectId(),
        brand: "Maison Lagos",
        name: `Scent ${index}`,
        type: "Perfume",
        price: 10_000,
        stock: 5,
        description: "One of many.",
        images: [{ url: "/products/placeholder.svg" }],
        sizes: [{ _id: new Types.ObjectId(), label: "", sku: `SC-DEEP-${index}`, price: 10_000, stock: 5 }],
        createdAt: new Date(start + Math.floor(index / 4) * 60_000),
      })),
      { lean: true },
    );
    const deep = await listProductsForAdmin(query({ page: "150" }));
    expect(deep.total).toBe(total);
    expect(deep.pages).toBe(Math.ceil(total / ADMIN_PRODUCTS_PER_PAGE));
    const firstShown = total - 1 - 149 * ADMIN_PRODUCTS_PER_PAGE;
    expect(deep.products.map((product) => product.name)).toEqual(Array.from({ length: ADMIN_PRODUCTS_PER_PAGE }, (_, index) => `Scent ${firstShown - index}`));

    await Product.create({ brand: "Maison Lagos", name: "Scent new", type: "Perfume", price: 10_000, stock: 5, description: "Just added.", images: [{ url: "/products/placeholder.svg" }] });
    const first = await listProductsForAdmin(query());
    expect(first.total).toBe(total + 1);
    expect(first.pages).toBe(Math.ceil((total + 1) / ADMIN_PRODUCTS_PER_PAGE));
    expect(first.products[0]?.name).toBe("Scent new");
    expect((await listProductsForAdmin(query({ page: "150" }))).products[0]?.name).toBe(`Scent ${firstShown + 1}`);
  }, 120_000);

  it("finds products by brand or name in any case, by a size's whole SKU, and takes the term as plain text", async () => {
    await seedCatalogue();
    const oud = await listProductsForAdmin(query({ q: "  MIDNIGHT oud " }));
    expect(oud.products.map((product) => product.name)).toEqual(["Midnight Oud Eau de Parfum"]);
    expect(oud.total).toBe(1);
    expect((await listProductsForAdmin(query({ q: "sc-midnight-oud-100" }))).products.map((product) => product.name)).toEqual(["Midnight Oud Eau de Parfum"]);
    const brand = SEED_CATALOGUE.filter((product) => product.brand === "Maison Lagos").length;
    expect((await listProductsForAdmin(query({ q: "maison lagos" }))).total).toBe(brand);
    expect((await listProductsForAdmin(query({ q: "Oud.*" }))).total).toBe(0);
  });

  it("refuses a page that is not a whole number from 1", () => {
    for (const page of ["0", "-1", "1.5", "two", "100001"]) {
      const parsed = adminProductQuerySchema.safeParse({ page });
      expect(parsed.success ? "accepted" : parsed.error.issues[0]?.message).toBe("Page must be a whole number from 1");
    }
    expect(query().page).toBe(1);
  });
});
