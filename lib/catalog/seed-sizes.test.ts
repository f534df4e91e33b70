import { pricePerTenMl } from "@/lib/vocabulary/product-sizes";
import { SEED_CATALOGUE } from "./seed-catalogue";
import { largerSizePrice, seedSizes } from "./seed-sizes";

const sized = SEED_CATALOGUE.map((item) => ({ item, sizes: seedSizes(item.sku, item.price, item.sizes) }));

describe("the seed's sizes", () => {
  it("prices larger bottles from the smallest, in whole ₦500s", () => {
    expect(seedSizes("HIBISCUS-DAWN", 68000, [{ volumeMl: 30, stock: 22 }, { volumeMl: 50, stock: 15 }, { volumeMl: 100, stock: 8 }])).toEqual([
      { label: "30 ml", volumeMl: 30, price: 68000, stock: 22, sku: "SC-HIBISCUS-DAWN-30" },
      { label: "50 ml", volumeMl: 50, price: 99500, stock: 15, sku: "SC-HIBISCUS-DAWN-50" },
      { label: "100 ml", volumeMl: 100, price: 168000, stock: 8, sku: "SC-HIBISCUS-DAWN-100" },
    ]);
    expect(largerSizePrice(145000, 50, 100)).toBe(244000);
  });

  it("sells one size unnamed, as the shop sells a product with one size, and one without a volume by its stem alone", () => {
    expect(seedSizes("CITRINE-DEO", 9500, [{ volumeMl: 150, stock: 50 }])).toEqual([{ label: "", volumeMl: 150, price: 9500, stock: 50, sku: "SC-CITRINE-DEO-150" }]);
    expect(seedSizes("ROSE-PETAL-STICK", 8500, [{ stock: 60 }])).toEqual([{ label: "", price: 8500, stock: 60, sku: "SC-ROSE-PETAL-STICK" }]);
  });

  it("keeps each product's price on its first size, the cheapest; larger sizes cost more, and less for each 10 ml", () => {
    for (const { item, sizes } of sized) {
      expect(sizes[0]?.price).toBe(item.price);
      sizes.slice(1).forEach((larger, index) => {
        const smaller = sizes[index] ?? larger;
        expect(larger.volumeMl).toBeGreaterThan(smaller.volumeMl ?? Infinity);
        expect(larger.price).toBeGreaterThan(smaller.price);
        expect(larger.price % 500).toBe(0);
        expect(pricePerTenMl(larger.price, larger.volumeMl)).toBeLessThan(pricePerTenMl(smaller.price, smaller.volumeMl) ?? 0);
      });
    }
  });

  it("sells most perfumes in two or three sizes, diffusers in two, deodorants in one", () => {
    const counts = (type: string) => sized.filter(({ item }) => item.type === type).map(({ sizes }) => sizes.length);
    const perfumes = counts("Perfume");
    expect(perfumes.filter((count) => count >= 2 && count <= 3).length).toBeGreaterThan(perfumes.length / 2);
    expect(counts("Diffuser").every((count) => count === 2)).toBe(true);
    expect(counts("Deodorant").every((count) => count === 1)).toBe(true);
  });

  it("gives every size a SKU of its own that the owner's form accepts, never one a made SKU could take", () => {
    const skus = sized.flatMap(({ sizes }) => sizes.map((size) => size.sku));
    expect(new Set(skus).size).toBe(skus.length);
    for (const sku of skus) {
      expect(sku).toMatch(/^[A-Z0-9][A-Z0-9-]{1,31}$/);
      expect(sku).not.toMatch(/^SC-[0-9A-F]{10}$/);
    }
  });
});
