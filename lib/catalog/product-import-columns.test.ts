import { catalogueFormat, catalogueRowReader } from "./product-import-columns";

describe("catalogue file columns", () => {
  it("knows Shopify's product CSV (and ours) and WooCommerce's by their header, and refuses others", () => {
    expect(catalogueFormat(["Handle", "Title", "Body (HTML)"])).toBe("shopify");
    expect(catalogueFormat(["ID", "Type", "SKU", "Name", "Regular price", "Parent"])).toBe("woocommerce");
    expect(() => catalogueFormat(["name", "email"])).toThrow(/Shopify's product CSV/);
  });

  it("reads a Shopify row as it is, undoing the shop's own guard against spreadsheet formulas", () => {
    const row = catalogueRowReader("shopify")({ Handle: "rose", Title: "'=Rose", "Variant SKU": " R-1 ", "Image Src": "https://cdn/a.jpg", "Scents Notes": "rose" });
    expect(row).toMatchObject({ handle: "rose", title: "=Rose", sku: "R-1", images: ["https://cdn/a.jpg"], notes: "rose", vendor: "" });
  });

  it("maps WooCommerce's variable product and its variations onto one handle, the variations as sizes", () => {
    const read = catalogueRowReader("woocommerce");
    const parent = read({ ID: "12", Type: "variable", SKU: "ML-OUD", Name: "Midnight Oud", Description: "Smoky.", Brands: "Maison Lagos", Categories: "Perfume > Oud", Images: "https://x/a.jpg, https://x/b.jpg", Published: "1" });
    const byId = read({ ID: "13", Type: "variation", SKU: "ML-OUD-50", Name: "Midnight Oud - 50 ml", Parent: "id:12", "Attribute 1 name": "Size", "Attribute 1 value(s)": "50 ml", "Regular price": "45000", Stock: "4" });
    const bySku = read({ ID: "14", Type: "variation", SKU: "ML-OUD-100", Parent: "ML-OUD", "Attribute 1 value(s)": "100 ml", "Regular price": "72000", Stock: "" });
    expect(parent).toMatchObject({ handle: "ml-oud", title: "Midnight Oud", vendor: "Maison Lagos", body: "Smoky.", type: "Perfume > Oud", sku: "", price: "", images: ["https://x/a.jpg", "https://x/b.jpg"], published: "TRUE" });
    expect(byId).toMatchObject({ handle: "ml-oud", title: "", optionValue: "50 ml", sku: "ML-OUD-50", price: "45000", stock: "4" });
    expect(bySku).toMatchObject({ handle: "ml-oud", title: "", optionValue: "100 ml", sku: "ML-OUD-100" });
  });

  it("reads a simple WooCommerce product as one size, its short description when it has no description", () => {
    const row = catalogueRowReader("woocommerce")({ ID: "20", Type: "simple", SKU: "", Name: "Reed", "Short description": "Cedar.", "Regular price": "9500", Stock: "7", Published: "0" });
    expect(row).toMatchObject({ handle: "woo-20", title: "Reed", body: "Cedar.", price: "9500", stock: "7", published: "FALSE" });
  });
});
