import { PRODUCT_CSV, type ProductCsvField } from "./product-csv";
import { checkImportedProduct, productTypeOf, productsOfRows, volumeFromLabel, type FileRow } from "./product-import-check";
import type { CatalogueRow } from "./product-import-columns";

const columnOf = (field: ProductCsvField) => PRODUCT_CSV[field];
const blank = Object.fromEntries(Object.keys(PRODUCT_CSV).map((field) => [field, ""])) as Record<ProductCsvField, string>;
const cells = (fields: Partial<CatalogueRow>): CatalogueRow => ({ ...blank, images: [], ...fields });
const head = { handle: "oud", title: "Oud", vendor: "Maison", body: "<p>Smoky</p>" };

describe("checking one product's rows", () => {
  it("reads sizes from the rows, a photo-only row adding no size", () => {
    const { product, errors } = checkImportedProduct(
      [
        { row: 2, cells: cells({ ...head, optionValue: "50 ml", price: "45,000.50", stock: "4", sku: "ml-oud-50", images: ["a.jpg"] }) },
        { row: 3, cells: cells({ handle: "oud", optionValue: "100 ml", price: "72000", stock: "", volumeMl: "100" }) },
        { row: 4, cells: cells({ handle: "oud", images: ["b.jpg"] }) },
      ],
      columnOf,
    );
    expect(errors).toEqual([]);
    expect(product).toMatchObject({ row: 2, brand: "Maison", name: "Oud", description: "Smoky", type: "Perfume" });
    expect(product.sizes).toEqual([
      { row: 2, label: "50 ml", volumeMl: null, price: 45000.5, stock: 4, sku: "ML-OUD-50" },
      { row: 3, label: "100 ml", volumeMl: 100, price: 72000, stock: 0 },
    ]);
    expect(product.images).toEqual([
      { row: 2, src: "a.jpg" },
      { row: 4, src: "b.jpg" },
    ]);
  });

  it("refuses two sizes of one name, an unnamed size among several, kobo below a kobo, and a product with no size", () => {
    const twice = checkImportedProduct(
      [
        { row: 2, cells: cells({ ...head, optionValue: "50 ml", price: "1.005" }) },
        { row: 3, cells: cells({ handle: "oud", optionValue: "50 ML", price: "2" }) },
        { row: 4, cells: cells({ handle: "oud", optionValue: "", sku: "X-1", price: "2" }) },
      ],
      columnOf,
    );
    expect(twice.errors).toEqual([
      { row: 2, column: "Variant Price", message: "Price must be a positive number of naira with at most 2 decimals" },
      { row: 3, column: "Option1 Value", message: "Two sizes share this label" },
      { row: 4, column: "Option1 Value", message: "Name each size, e.g. 50 ml" },
    ]);
    expect(checkImportedProduct([{ row: 2, cells: cells(head) }], columnOf).errors).toEqual([{ row: 2, column: "Variant Price", message: "A product is sold in 1 to 10 sizes" }]);
  });

  it("names the shop's type from free text and a volume from a size's name", () => {
    expect([productTypeOf("Home Diffuser"), productTypeOf("deodorant spray"), productTypeOf("Eau de Parfum"), productTypeOf("")]).toEqual(["Diffuser", "Deodorant", "Perfume", "Perfume"]);
    expect([volumeFromLabel("50 ml"), volumeFromLabel("Travel 10ML"), volumeFromLabel("Large"), volumeFromLabel("0 ml")]).toEqual([50, 10, null, null]);
  });
});

describe("gathering rows into products", () => {
  async function* rows(handles: string[]): AsyncGenerator<FileRow> {
    for (const [index, handle] of handles.entries()) yield { row: index + 2, cells: cells({ handle }) };
  }

  it("groups consecutive rows of a handle, and tells a product whose rows come back later", async () => {
    const groups: { rows: number[]; scattered: boolean }[] = [];
    for await (const group of productsOfRows(rows(["a", "a", "b", "", "", "a"]))) groups.push({ rows: group.rows.map((row) => row.row), scattered: group.scattered });
    expect(groups).toEqual([
      { rows: [2, 3], scattered: false },
      { rows: [4], scattered: false },
      { rows: [5], scattered: false },
      { rows: [6], scattered: false },
      { rows: [7], scattered: true },
    ]);
  });
});
