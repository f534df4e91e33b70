import { unitCapProblem } from "./order-limits";

const caps = { maxUnitsPerProduct: 5, maxUnitsPerOrder: 8 };
const line = (quantity: number, name = "Indigo Rose") => ({ quantity, brand: "Kano Rose", name });

describe("per-order unit caps", () => {
  it("lets an order within both caps through", () => {
    expect(unitCapProblem([line(5), line(3, "Oud")], caps)).toBeNull();
  });

  it("names the product whose units pass the per-product cap", () => {
    expect(unitCapProblem([line(2, "Oud"), line(6)], caps)).toBe("You can order at most 5 of Kano Rose Indigo Rose in one order.");
  });

  it("caps each size of a product on its own and names the size that passes the cap", () => {
    const sized = (quantity: number, sizeLabel: string) => ({ ...line(quantity), sizeLabel });
    expect(unitCapProblem([sized(5, "30 ml"), sized(3, "100 ml")], caps)).toBeNull();
    expect(unitCapProblem([sized(1, "30 ml"), sized(6, "100 ml")], caps)).toBe("You can order at most 5 of Kano Rose Indigo Rose, 100 ml in one order.");
  });

  it("counts every unit against the per-order cap", () => {
    expect(unitCapProblem([line(5), line(4, "Oud")], caps)).toBe("You can order at most 8 items in one order; this one has 9.");
  });
});
