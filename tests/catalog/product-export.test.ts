import { parse } from "csv-parse/sync";
import { GET as exportProducts } from "@/app/api/products/export/route";
import { Product } from "@/models/product";
import { bearer, createTestUser } from "../support/auth";
import { clearDatabase, setupTestDatabase } from "../support/database";
import { callRoute } from "../support/request";

setupTestDatabase();

let auth: Record<string, string>;

beforeEach(async () => {
  await clearDatabase();
  auth = await bearer(await createTestUser({ role: "admin" }));
});

const exported = (headers = auth) => callRoute<string>(exportProducts, { url: "/api/products/export", headers });
const rowsOf = (csv: string) => parse(csv, { columns: true }) as Record<string, string>[];

describe("GET /api/products/export", () => {
  it("streams every product as Shopify's product CSV: a row per size, the product's fields on its first row", async () => {
    await Product.create({
      brand: "Maison Lagos",
      name: "Midnight Oud",
      type: "Perfume",
      description: "Smoky, warm & long.",
      notes: "oud, amber",
      images: [{ url: "/uploads/oud.webp" }, { url: "/uploads/oud-box.webp" }],
      sizes: [
        { label: "50 ml", volumeMl: 50, price: 45000, stock: 4, sku: "ML-OUD-50" },
        { label: "100 ml", volumeMl: 100, price: 72000, stock: 2, sku: "ML-OUD-100" },
      ],
    });
    await Product.create({ brand: "Calabar", name: "Reed Diffuser", type: "Diffuser", description: "Cedar.", price: 9500, stock: 7, images: [] });
    const { status, body, headers } = await exported();
    expect(status).toBe(200);
    expect(headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(headers.get("content-disposition")).toMatch(/^attachment; filename="scents-products-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(body.split("\r\n")[0]).toMatch(/^Handle,Title,Body \(HTML\),Vendor,Type,Tags,Published,Option1 Name,Option1 Value,Variant SKU,/);
    const rows = rowsOf(body);
    expect(rows.map((row) => [row.Handle, row.Title, row["Option1 Value"], row["Variant SKU"], row["Variant Price"], row["Variant Inventory Qty"], row["Image Src"]])).toEqual([
      ["maison-lagos-midnight-oud", "Midnight Oud", "50 ml", "ML-OUD-50", "45000", "4", "http://localhost:3000/uploads/oud.webp"],
      ["maison-lagos-midnight-oud", "", "100 ml", "ML-OUD-100", "72000", "2", "http://localhost:3000/uploads/oud-box.webp"],
      ["calabar-reed-diffuser", "Reed Diffuser", "Default Title", expect.stringMatching(/^SC-/), "9500", "7", ""],
    ]);
    expect(rows[0]).toMatchObject({ "Body (HTML)": "Smoky, warm &amp; long.", Vendor: "Maison Lagos", Type: "Perfume", Published: "TRUE", "Scents Notes": "oud, amber", "Scents Volume (ml)": "50" });
  });

  it("gives two products of the same brand and name handles of their own, and keeps a handle a product was imported with", async () => {
    await Product.create({ brand: "Ojú", name: "Rose", description: "One.", price: 100, stock: 1, images: [] });
    await Product.create({ brand: "Ojú", name: "Rose", description: "Two.", price: 100, stock: 1, images: [] });
    await Product.create({ brand: "Ojú", name: "Other", handle: "my-shopify-rose", description: "Three.", price: 100, stock: 1, images: [] });
    expect(rowsOf((await exported()).body).map((row) => row.Handle)).toEqual(["oju-rose", "oju-rose-2", "my-shopify-rose"]);
  });

  it("is refused to staff whose role does not manage products", async () => {
    const packer = await createTestUser({ role: "admin", staffRole: "fulfilment" });
    expect((await exported(await bearer(packer))).status).toBe(403);
  });
});
