import { parseShopSearchParams } from "@/components/catalog/shop-search-params";
import { getShopResults } from "@/lib/catalog/shop-results";
import { Product } from "@/models/product";
import { setupTestDatabase } from "../support/database";
import { pagingProduct } from "../support/paging-products";

setupTestDatabase();

const STEP = 8;
// More than the API's page size (100), which the shop used to stop at.
const COUNT = 7 * 16 + 3;

beforeAll(async () => {
  await Product.insertMany(
    Array.from({ length: COUNT }, (_, index) => pagingProduct(index, index % 2 === 0 ? "Perfume" : "Diffuser")),
  );
});

describe("shop results", () => {
  it("reads any whole page number from the URL, past the API's page size", () => {
    expect(parseShopSearchParams({ page: "13" }).page).toBe(13);
    expect(parseShopSearchParams({ page: "400" }).page).toBe(400);
    for (const page of ["0", "-2", "x", "1e999", "99999999999999999999"]) expect(parseShopSearchParams({ page }).page).toBe(1);
  });

  it("adds 8 results per Load More step up to the very last result", async () => {
    const lastStep = Math.ceil(COUNT / STEP);
    for (const steps of [1, 12, 13, lastStep - 1]) {
      const result = await getShopResults({}, steps, STEP);
      expect(result.products).toHaveLength(steps * STEP);
      expect(result.steps).toBe(steps);
    }
    const last = await getShopResults({ sort: "priceLow" }, lastStep, STEP);
    expect(last.products).toHaveLength(COUNT);
    expect(last.total).toBe(COUNT);
    expect(new Set(last.products.map((product) => product._id)).size).toBe(COUNT);
    expect(last.products.at(-1)?.name).toBe(`Scent ${COUNT - 1}`);
  });

  it("shows the whole list for a step past the last, never more", async () => {
    const result = await getShopResults({}, 1_000_000, STEP);
    expect(result.products).toHaveLength(COUNT);
    expect(result.steps).toBe(Math.ceil(COUNT / STEP));
  });

  it("pages filtered results by their own total", async () => {
    const perfumes = Math.ceil(COUNT / 2);
    const result = await getShopResults({ type: "Perfume" }, 99, STEP);
    expect(result.products).toHaveLength(perfumes);
    expect(result.steps).toBe(Math.ceil(perfumes / STEP));
    expect(result.products.every((product) => product.type === "Perfume")).toBe(true);
  });

  it("answers one step for an empty result", async () => {
    const result = await getShopResults({ q: "no such scent" }, 5, STEP);
    expect(result).toMatchObject({ products: [], total: 0, steps: 1 });
  });
});
