import { addChannelSales, addProductSales, newDayEntry, storedChannels, notYetCounted, salesByShopDay, salesKobo, type PaidSale, type SaleLine } from "./sales-days";

const sale = (id: string, paidAt: string, totalPrice = 1000, lines: SaleLine[] = [], channel = "website"): PaidSale => ({ id, totalPrice, channel, paidAt: new Date(paidAt), lines });
const line = (product: string, price: number, quantity: number, type = "Perfume"): SaleLine => ({ product, brand: "Maison Lagos", name: `Scent ${product}`, type, price, quantity });

describe("sales by shop day", () => {
  it("puts a payment at 23:59 WAT on that day and one at 00:00 WAT on the next", () => {
    const days = salesByShopDay([
      sale("a", "2026-11-30T23:59:59.999+01:00"),
      sale("b", "2026-12-01T00:00:00+01:00"),
      sale("c", "2026-11-30T22:59:00Z"),
      sale("d", "2026-11-30T23:00:00Z"),
    ]);
    expect(days.map(({ day, sales }) => [day, sales.map((entry) => entry.id)])).toEqual([
      ["2026-11-30", ["a", "c"]],
      ["2026-12-01", ["b", "d"]],
    ]);
  });

  it("orders the days oldest first whatever the order of the sales", () => {
    const days = salesByShopDay([sale("a", "2026-03-02T10:00:00Z"), sale("b", "2025-12-31T23:30:00Z"), sale("c", "2026-01-15T12:00:00Z")]);
    expect(days.map((entry) => entry.day)).toEqual(["2026-01-01", "2026-01-15", "2026-03-02"]);
  });

  it("has no day for no sales", () => {
    expect(salesByShopDay([])).toEqual([]);
  });
});

describe("sales not yet counted", () => {
  it("leaves out the orders a day already holds, and a sale listed twice counts once", () => {
    const sales = [sale("a", "2026-11-30T10:00:00Z"), sale("b", "2026-11-30T11:00:00Z"), sale("b", "2026-11-30T11:00:00Z"), sale("c", "2026-11-30T12:00:00Z")];
    expect(notYetCounted(sales, ["a"]).map((entry) => entry.id)).toEqual(["b", "c"]);
    expect(notYetCounted(sales, ["a", "b", "c"])).toEqual([]);
  });
});

describe("sales in kobo", () => {
  it("sums naira totals exactly to the kobo", () => {
    expect(salesKobo([sale("a", "2026-11-30T10:00:00Z", 0.1), sale("b", "2026-11-30T10:00:00Z", 0.2)])).toBe(30);
    expect(salesKobo([sale("a", "2026-11-30T10:00:00Z", 10750.1), sale("b", "2026-11-30T10:00:00Z", 20000.2)])).toBe(3075030);
    expect(salesKobo([])).toBe(0);
  });
});

describe("a new day's ledger entry", () => {
  it("holds the sales' kobo, their number and their ids", () => {
    expect(newDayEntry("2026-11-30", [sale("a", "2026-11-30T10:00:00Z", 10750.1), sale("b", "2026-11-30T11:00:00Z", 0.2)])).toEqual({
      day: "2026-11-30",
      salesKobo: 1075030,
      orders: 2,
      orderIds: ["a", "b"],
      channels: [{ channel: "website", orders: 2, salesKobo: 1075030 }],
      productIds: [],
      productUnits: [],
      productKobo: [],
      types: [],
      byProduct: true,
      version: 1,
    });
  });

  it("adds up each product's units and line prices in kobo across orders, onto what the day held", () => {
    const sales = [sale("a", "2026-11-30T10:00:00Z", 0, [line("p1", 950.1, 2), line("p2", 400, 1, "Diffuser")]), sale("b", "2026-11-30T11:00:00Z", 0, [line("p1", 950.1, 1)])];
    const day = newDayEntry("2026-11-30", sales);
    expect(day).toMatchObject({
      productIds: ["p1", "p2"],
      productUnits: [3, 1],
      productKobo: [285030, 40000],
      types: [
        { type: "Perfume", units: 3, salesKobo: 285030 },
        { type: "Diffuser", units: 1, salesKobo: 40000 },
      ],
    });
    const later = addProductSales(day, [sale("c", "2026-11-30T12:00:00Z", 0, [line("p2", 400, 2, "Diffuser"), line("p3", 100, 1, "Deodorant")])]);
    expect(later).toMatchObject({ productIds: ["p1", "p2", "p3"], productUnits: [3, 3, 1], productKobo: [285030, 120000, 10000] });
    expect(later.types.map((entry) => [entry.type, entry.units])).toEqual([["Perfume", 3], ["Diffuser", 3], ["Deodorant", 1]]);
    // The day it was given is left as it was.
    expect(day.productUnits).toEqual([3, 1]);
  });
});

describe("sales by channel", () => {
  it("adds each order's total to its channel, in kobo", () => {
    const day = newDayEntry("2026-11-27", [sale("a", "2026-11-27T10:00:00Z", 1000.5), sale("b", "2026-11-27T11:00:00Z", 250, [], "instagram"), sale("c", "2026-11-27T12:00:00Z", 99.5)]);
    expect(day.channels).toEqual([
      { channel: "website", orders: 2, salesKobo: 110_000 },
      { channel: "instagram", orders: 1, salesKobo: 25_000 },
    ]);
    expect(addChannelSales(day.channels, [sale("d", "2026-11-27T13:00:00Z", 10, [], "in_store")])).toEqual([...day.channels, { channel: "in_store", orders: 1, salesKobo: 1000 }]);
  });

  it("reads a day counted before channels as the website's, and an empty one as nothing", () => {
    expect(storedChannels({ orders: 3, salesKobo: 4500 })).toEqual([{ channel: "website", orders: 3, salesKobo: 4500 }]);
    expect(storedChannels({ orders: 0, salesKobo: 0 })).toEqual([]);
    expect(storedChannels({ channels: [{ channel: "phone", orders: 1, salesKobo: 100 }], orders: 3 })).toEqual([{ channel: "phone", orders: 1, salesKobo: 100 }]);
  });
});
