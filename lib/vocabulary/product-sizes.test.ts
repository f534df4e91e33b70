import { Types } from "mongoose";
import { generatedSku, nameWithSize, onlySize, pricePerTenMl, sizeSummary } from "./product-sizes";

describe("product sizes", () => {
  it("sums a product from its sizes: the lowest price a shopper can pay and the units left in all", () => {
    expect(sizeSummary([{ price: 95000, stock: 4 }, { price: 62000, stock: 0 }, { price: 145000, stock: 7 }])).toEqual({ price: 62000, stock: 11 });
    expect(sizeSummary([{ price: 42000, stock: 20 }])).toEqual({ price: 42000, stock: 20 });
  });

  it("makes a product sold as before into one unnamed size with a SKU of its own", () => {
    const id = new Types.ObjectId("64b7f0c2a1b2c3d4e5f60718");
    expect(onlySize(id, { price: 42000, stock: 20 })).toEqual({ _id: id, label: "", price: 42000, stock: 20, sku: "SC-D4E5F60718" });
  });

  it("names a line with its size, and a one-size product's line as before", () => {
    expect(nameWithSize("Midnight Oud", "50 ml")).toBe("Midnight Oud, 50 ml");
    expect(nameWithSize("Midnight Oud", "")).toBe("Midnight Oud");
    expect(nameWithSize("Midnight Oud", undefined)).toBe("Midnight Oud");
  });

  it("prices 10 ml of a size to the kobo, and nothing where the volume is not set", () => {
    expect(pricePerTenMl(62000, 30)).toBe(20666.67);
    expect(pricePerTenMl(145000, 100)).toBe(14500);
    expect(pricePerTenMl(42000, null)).toBeNull();
  });

  it("gives two sizes made in a row different SKUs", () => {
    const skus = new Set(Array.from({ length: 1000 }, () => generatedSku(new Types.ObjectId())));
    expect(skus.size).toBe(1000);
  });
});
