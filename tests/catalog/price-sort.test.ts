import { GET } from "@/app/api/products/all-products/route";
import { shopDay } from "@/lib/calendar/shop-calendar";
import type { ProductPage } from "@/lib/catalog/products";
import { setupTestDatabase } from "../support/database";
import { createProduct } from "../support/order-fixtures";
import { callRoute } from "../support/request";

setupTestDatabase();

const DAY = 24 * 3600 * 1000;
// A date-only value from the product form is stored as UTC midnight of that day.
const dateOnly = (offsetDays: number) => new Date(`${shopDay(new Date(Date.now() + offsetDays * DAY))}T00:00:00Z`);

beforeAll(async () => {
  await createProduct({ name: "Half price", price: 100000, promo: { discount: 50, startDate: dateOnly(-3), endDate: dateOnly(3) } });
  await createProduct({ name: "No promo", price: 60000 });
  await createProduct({ name: "Promo ended yesterday", price: 40000, promo: { discount: 50, startDate: dateOnly(-9), endDate: dateOnly(-1) } });
  // Ends today: runs until 23:59 WAT tonight, whatever the time now.
  await createProduct({ name: "Promo ends today", price: 70000, promo: { discount: 50, startDate: dateOnly(-9), endDate: dateOnly(0) } });
  await createProduct({ name: "Promo starts tomorrow", price: 45000, promo: { discount: 90, startDate: dateOnly(1), endDate: dateOnly(9) } });
});

const names = async (query: string) => (await callRoute<ProductPage>(GET, { url: `/api/products/all-products${query}` })).body.products.map((product) => product.name);

describe("sorting /shop by price", () => {
  it("uses the price the shopper pays, the promo price while its promo runs", async () => {
    // Paid: 35000, 40000, 45000, 50000, 60000.
    const cheapestFirst = ["Promo ends today", "Promo ended yesterday", "Promo starts tomorrow", "Half price", "No promo"];
    expect(await names("?sort=priceLow")).toEqual(cheapestFirst);
    expect(await names("?sort=priceHigh")).toEqual([...cheapestFirst].reverse());
  });

  it("pages through the same order", async () => {
    const first = await names("?sort=priceLow&limit=2&page=1");
    const second = await names("?sort=priceLow&limit=2&page=2");
    const third = await names("?sort=priceLow&limit=2&page=3");
    expect([...first, ...second, ...third]).toEqual(await names("?sort=priceLow"));
  });

  it("keeps search and type filters", async () => {
    expect(await names("?sort=priceLow&q=promo")).toEqual(["Promo ends today", "Promo ended yesterday", "Promo starts tomorrow", "No promo"]);
  });
});
