import { descriptionHtml, descriptionText, handleOf, PRODUCT_CSV_HEADER, productCsvRows } from "./product-csv";

const column = (name: string) => PRODUCT_CSV_HEADER.indexOf(name as (typeof PRODUCT_CSV_HEADER)[number]);
const absolute = (url: string) => (url.startsWith("/") ? `https://shop.example${url}` : url);

describe("product CSV rows", () => {
  it("starts with Shopify's documented columns in Shopify's order, then the Scents columns", () => {
    expect(PRODUCT_CSV_HEADER.slice(0, 7)).toEqual(["Handle", "Title", "Body (HTML)", "Vendor", "Type", "Tags", "Published"]);
    expect(PRODUCT_CSV_HEADER).toEqual(expect.arrayContaining(["Option1 Name", "Option1 Value", "Variant SKU", "Variant Price", "Variant Inventory Qty", "Image Src", "Image Position", "Image Alt Text", "SEO Title", "SEO Description"]));
    expect(PRODUCT_CSV_HEADER.filter((name) => name.startsWith("Scents "))).toEqual(["Scents Notes", "Scents Volume (ml)", "Scents Concentration", "Scents For Whom", "Scents Family", "Scents Top Notes", "Scents Heart Notes", "Scents Base Notes"]);
  });

  it("writes one row per size with the product's fields on its first row only, and further photos on their own rows", () => {
    const rows = productCsvRows(
      {
        brand: "Maison Lagos",
        name: "Midnight Oud",
        type: "Perfume",
        description: "Smoky & warm.\nLasts all night.",
        notes: "oud, amber",
        concentration: "Eau de Parfum",
        forWhom: "Unisex",
        family: "Woody",
        scentNotes: { top: ["Saffron", "Pink pepper"], heart: ["Rose"], base: ["Oud", "Amber"] },
        sizes: [
          { label: "50 ml", volumeMl: 50, price: 45000, stock: 4, sku: "ML-OUD-50" },
          { label: "100 ml", volumeMl: 100, price: 72500.5, stock: 0, sku: "ML-OUD-100" },
        ],
        images: [{ url: "/uploads/a.webp" }, { url: "https://cdn.example/b.webp" }, { url: "/uploads/c.webp" }],
      },
      "midnight-oud",
      absolute,
    );
    expect(rows).toHaveLength(3);
    expect(rows.every((row) => row.length === PRODUCT_CSV_HEADER.length && row[column("Handle")] === "midnight-oud")).toBe(true);
    const [first, second, third] = rows as [string[], string[], string[]];
    expect(first[column("Title")]).toBe("Midnight Oud");
    expect(first[column("Body (HTML)")]).toBe("Smoky &amp; warm.<br>Lasts all night.");
    expect(first[column("Vendor")]).toBe("Maison Lagos");
    expect(first[column("Option1 Name")]).toBe("Size");
    expect(["Scents Concentration", "Scents For Whom", "Scents Family", "Scents Top Notes", "Scents Heart Notes", "Scents Base Notes"].map((name) => first[column(name)])).toEqual(["Eau de Parfum", "Unisex", "Woody", "Saffron, Pink pepper", "Rose", "Oud, Amber"]);
    expect(second[column("Scents Family")]).toBe("");
    expect([first[column("Option1 Value")], first[column("Variant SKU")], first[column("Variant Price")], first[column("Variant Inventory Qty")]]).toEqual(["50 ml", "ML-OUD-50", "45000", "4"]);
    expect([second[column("Title")], second[column("Option1 Value")], second[column("Variant Price")], second[column("Scents Volume (ml)")]]).toEqual(["", "100 ml", "72500.50", "100"]);
    expect([first[column("Image Src")], second[column("Image Src")], third[column("Image Src")]]).toEqual(["https://shop.example/uploads/a.webp", "https://cdn.example/b.webp", "https://shop.example/uploads/c.webp"]);
    expect(third[column("Image Position")]).toBe("3");
    expect(third[column("Variant SKU")]).toBe("");
    expect(third[column("Title")]).toBe("");
  });

  it("names a product sold in one unnamed size as Shopify does: Title / Default Title", () => {
    const [row] = productCsvRows({ brand: "B", name: "N", type: "Deodorant", description: "D", notes: "", sizes: [{ label: "", price: 10, stock: 1, sku: "SC-1" }], images: [] }, "b-n", absolute);
    expect([row?.[column("Option1 Name")], row?.[column("Option1 Value")]]).toEqual(["Title", "Default Title"]);
  });
});

describe("descriptions and handles", () => {
  it("turns a description into Shopify's HTML body and back unchanged", () => {
    const text = 'Oud & rose <3 "bold"\nSecond line';
    expect(descriptionText(descriptionHtml(text))).toBe(text);
  });

  it("reads a Shopify HTML body as plain lines", () => {
    expect(descriptionText("<p>Warm <strong>amber</strong>&nbsp;base.</p><p>Long&#39;lasting</p>")).toBe("Warm amber base.\nLong'lasting");
  });

  it("makes Shopify-style handles", () => {
    expect(handleOf("Maison Lagos Midnight Oud")).toBe("maison-lagos-midnight-oud");
    expect(handleOf("Éclat d'Été!")).toBe("eclat-d-ete");
    expect(handleOf("***")).toBe("product");
  });
});
