import { activeFilterCount, NO_FILTERS, parseShopFilters, shopFilterEntries } from "./shop-filters";

const read = (search: string) => {
  const params = new URLSearchParams(search);
  return parseShopFilters((key) => params.getAll(key));
};

describe("the shop's filters in a URL", () => {
  it("reads each kind's values sorted and once, leaving out values the shop does not know", () => {
    expect(read("family=Woody&family=Floral&family=Woody&family=Smoky&forWhom=unisex&forWhom=Unisex&concentration=Parfum&price=under-50000&price=cheap&inStock=1")).toEqual({
      ...NO_FILTERS,
      family: ["Floral", "Woody"],
      forWhom: ["Unisex"],
      concentration: ["Parfum"],
      price: ["under-50000"],
      inStock: true,
    });
  });

  it("spells notes one way and trims brands, dropping empty and over-long values", () => {
    expect(read(`notes=%20pink%20%20pepper&notes=oud&notes=&brand=%20Zaria%20Oud%20&brand=${"x".repeat(81)}`)).toEqual({ ...NO_FILTERS, notes: ["Oud", "Pink pepper"], brand: ["Zaria Oud"] });
  });

  it("keeps at most 20 values of a kind", () => {
    expect(read(Array.from({ length: 30 }, (_, index) => `brand=House${String(index).padStart(2, "0")}`).join("&")).brand).toHaveLength(20);
  });

  it("writes keys alphabetically and values in order, so one combination has one spelling", () => {
    const filters = read("price=under-50000&inStock=1&family=Woody&family=Amber&brand=Kano+Rose");
    expect(shopFilterEntries(filters)).toEqual([
      ["brand", "Kano Rose"],
      ["family", "Amber"],
      ["family", "Woody"],
      ["inStock", "1"],
      ["price", "under-50000"],
    ]);
    expect(activeFilterCount(filters)).toBe(5);
    expect(activeFilterCount(NO_FILTERS)).toBe(0);
    expect(read("inStock=yes").inStock).toBe(false);
  });
});
