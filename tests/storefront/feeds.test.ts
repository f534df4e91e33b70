import { GET as googleFeed } from "@/app/feeds/google.xml/route";
import { GET as metaFeed } from "@/app/feeds/meta.csv/route";
import { catalogueFeedItems } from "@/lib/feeds/catalogue-feed";
import { seedCatalogue } from "@/lib/catalog/seed";
import { META_COLUMNS } from "@/lib/feeds/meta-feed";
import { Product } from "@/models/product";
import { setupTestDatabase } from "../support/database";

setupTestDatabase();

/** A product whose words need escaping in XML and quoting in CSV, with no photo. */
const AWKWARD = {
  brand: "Ọ̀ṣun & Daughters",
  name: 'Rain "on" Zinc, <Night>',
  type: "Diffuser" as const,
  price: 9500,
  description: "Petrichor, wet stone\nand a line break, \"quoted\" & <b>bold</b>.",
  sizes: [
    { label: "100 ml", volumeMl: 100, price: 9500, stock: 0, sku: "RAIN-100" },
    { label: "250 ml", volumeMl: 250, price: 18000, stock: 4, sku: "RAIN-250" },
  ],
};

interface ExpectedSize {
  sku: string;
  productId: string;
  price: number;
  stock: number;
  onPromo: boolean;
}

async function everySize(): Promise<ExpectedSize[]> {
  const products = await Product.find({}).lean();
  const today = new Date();
  return products.flatMap((product) =>
    (product.sizes ?? []).map((size) => ({
      sku: size.sku,
      productId: String(product._id),
      price: size.price,
      stock: size.stock,
      onPromo: Boolean(product.promo?.discount && product.promo.startDate && product.promo.startDate <= today && (!product.promo.endDate || product.promo.endDate >= today)),
    })),
  );
}

beforeAll(async () => {
  await seedCatalogue();
  await Product.create(AWKWARD);
});

const PRICE = /^\d+\.\d{2} NGN$/;
const URL_PATTERN = /^https?:\/\/[^\s]+$/;

function unescapeXml(text: string): string {
  return text.replace(/&(lt|gt|quot|apos|amp);/g, (_, name: string) => ({ lt: "<", gt: ">", quot: '"', apos: "'", amp: "&" })[name] ?? "");
}

/** Each <item>'s fields, by name (g: prefix dropped), every value of a repeated field kept. */
function googleItems(xml: string): Map<string, string[]>[] {
  return [...xml.matchAll(/<item>(.*?)<\/item>/gs)].map(([, body = ""]) => {
    const fields = new Map<string, string[]>();
    for (const [, name = "", value = ""] of body.matchAll(/<(?:g:)?([a-z_]+)>([^<]*)<\/(?:g:)?\1>/g)) fields.set(name, [...(fields.get(name) ?? []), unescapeXml(value)]);
    return fields;
  });
}

/** RFC 4180 rows: quoted cells may hold commas, quotes (doubled) and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      row.push(cell);
      cell = "";
    } else if (char === "\r" && text[index + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      index += 1;
    } else cell += char;
  }
  return rows;
}

describe("the Google Merchant Center feed (/feeds/google.xml)", () => {
  it("is RSS 2.0 in Google's namespace with one item per size, each with every required field in Google's format", async () => {
    const response = await googleFeed();
    expect(response.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    const xml = await response.text();
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">\n<channel><title>')).toBe(true);
    const items = googleItems(xml);
    const sizes = await everySize();
    expect(items).toHaveLength(sizes.length);
    expect(new Set(items.map((item) => item.get("id")?.[0])).size).toBe(sizes.length);

    for (const size of sizes) {
      const item = items.find((candidate) => candidate.get("id")?.[0] === size.sku);
      if (!item) throw new Error(`No item for ${size.sku}`);
      for (const required of ["id", "title", "description", "link", "image_link", "availability", "price", "brand", "condition", "item_group_id"]) {
        expect({ sku: size.sku, required, value: item.get(required)?.[0]?.trim() ?? "" }).toEqual({ sku: size.sku, required, value: expect.stringMatching(/./) });
        expect(item.get(required)).toHaveLength(1);
      }
      expect(item.get("id")?.[0]?.length).toBeLessThanOrEqual(50);
      expect(item.get("title")?.[0]?.length).toBeLessThanOrEqual(150);
      expect(item.get("description")?.[0]?.length).toBeLessThanOrEqual(5000);
      expect(item.get("link")?.[0]).toMatch(URL_PATTERN);
      expect(item.get("link")?.[0]).toContain(`/product/${size.productId}`);
      expect(item.get("image_link")?.[0]).toMatch(URL_PATTERN);
      expect(item.get("availability")).toEqual([size.stock > 0 ? "in_stock" : "out_of_stock"]);
      expect(item.get("price")).toEqual([`${size.price.toFixed(2)} NGN`]);
      expect(item.get("condition")).toEqual(["new"]);
      expect(item.get("item_group_id")).toEqual([size.productId]);
      if (size.onPromo) {
        expect(item.get("sale_price")?.[0]).toMatch(PRICE);
        expect(Number.parseFloat(item.get("sale_price")?.[0] ?? "")).toBeLessThan(size.price);
      } else expect(item.get("sale_price")).toBeUndefined();
    }
    expect(sizes.some((size) => size.onPromo)).toBe(true);
    expect(sizes.some((size) => size.stock === 0)).toBe(true);
  });

  it("keeps an awkward product's words whole, and links each size to its own choice on the page", async () => {
    const rain = await Product.findOne({ "sizes.sku": "RAIN-250" }).lean();
    const items = googleItems(await (await googleFeed()).text());
    const large = items.find((item) => item.get("id")?.[0] === "RAIN-250");
    expect(large?.get("title")).toEqual(['Ọ̀ṣun & Daughters Rain "on" Zinc, <Night> 250 ml']);
    expect(large?.get("description")).toEqual(['Petrichor, wet stone and a line break, "quoted" & <b>bold</b>.']);
    expect(large?.get("size")).toEqual(["250 ml"]);
    expect(large?.get("link")).toEqual([`http://localhost:3000/product/${String(rain?._id)}?size=${String(rain?.sizes?.[1]?._id)}`]);
    expect(large?.get("image_link")).toEqual(["http://localhost:3000/products/placeholder.svg"]);
    expect(large?.get("google_product_category")).toEqual(["Home & Garden > Decor > Home Fragrances"]);
  });

  it("says a size that sells out is out of stock on the next read", async () => {
    await Product.updateOne({ "sizes.sku": "RAIN-250" }, { $set: { "sizes.$.stock": 0, stock: 0 } });
    const items = await catalogueFeedItems(3);
    expect(items.find((item) => item.id === "RAIN-250")?.inStock).toBe(false);
    expect(items).toHaveLength((await everySize()).length);
    await Product.updateOne({ "sizes.sku": "RAIN-250" }, { $set: { "sizes.$.stock": 4, stock: 4 } });
  });
});

describe("the Meta catalogue feed (/feeds/meta.csv)", () => {
  it("has Meta's required columns, one row per size, each filled in Meta's format", async () => {
    const response = await metaFeed();
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const [header, ...rows] = parseCsv(await response.text());
    expect(header).toEqual([...META_COLUMNS]);
    const column = (row: string[], name: (typeof META_COLUMNS)[number]) => row[META_COLUMNS.indexOf(name)] ?? "";
    const sizes = await everySize();
    expect(rows).toHaveLength(sizes.length);
    for (const size of sizes) {
      const row = rows.find((candidate) => column(candidate, "id") === size.sku);
      if (!row) throw new Error(`No row for ${size.sku}`);
      expect(row).toHaveLength(META_COLUMNS.length);
      for (const required of ["id", "title", "description", "availability", "condition", "price", "link", "image_link", "brand"] as const) expect(column(row, required).trim()).not.toBe("");
      expect(column(row, "availability")).toBe(size.stock > 0 ? "in stock" : "out of stock");
      expect(column(row, "condition")).toBe("new");
      expect(column(row, "price")).toBe(`${size.price.toFixed(2)} NGN`);
      expect(column(row, "link")).toMatch(URL_PATTERN);
      expect(column(row, "image_link")).toMatch(URL_PATTERN);
      expect(column(row, "item_group_id")).toBe(size.productId);
      expect(column(row, "title").length).toBeLessThanOrEqual(150);
      if (size.onPromo) expect(column(row, "sale_price")).toMatch(PRICE);
      else expect(column(row, "sale_price")).toBe("");
    }
    const rain = rows.find((row) => column(row, "id") === "RAIN-100");
    expect(rain && column(rain, "title")).toBe('Ọ̀ṣun & Daughters Rain "on" Zinc, <Night> 100 ml');
    expect(rain && column(rain, "availability")).toBe("out of stock");
  });
});
