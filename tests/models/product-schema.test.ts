import { Product } from "@/models/product";

function errorsOf(fields: Record<string, unknown>): Record<string, string> {
  const error = new Product(fields).validateSync();
  return Object.fromEntries(Object.entries(error?.errors ?? {}).map(([path, detail]) => [path, detail.message]));
}

const valid = { brand: "Maison Lagos", name: "Test", type: "Perfume", price: 1000, description: "A scent", stock: 3 };

describe("Product schema", () => {
  it("accepts a complete product", () => {
    expect(errorsOf(valid)).toEqual({});
  });

  it("gives the spec's messages for missing or invalid fields", () => {
    expect(errorsOf({ ...valid, brand: "" }).brand).toBe("Brand is required");
    expect(errorsOf({ ...valid, name: " " }).name).toBe("Name is required");
    expect(errorsOf({ ...valid, description: "" }).description).toBe("Description is required");
    expect(errorsOf({ ...valid, price: 0 }).price).toBe("Price must be a positive number");
    expect(errorsOf({ ...valid, stock: -1 }).stock).toBe("Stock must be a non-negative number");
    expect(errorsOf({ ...valid, stock: 1.5 }).stock).toBe("Stock must be a non-negative number");
    expect(errorsOf({ ...valid, promo: { discount: 101 } })["promo.discount"]).toBe("Discount must be between 0 and 100");
  });

  it("accepts only the three product types", () => {
    expect(errorsOf({ ...valid, type: "Candle" }).type).toMatch(/not a valid enum value/);
  });
});
