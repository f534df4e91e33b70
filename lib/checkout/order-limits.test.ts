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

  it("counts every unit against the per-order cap", () => {
    expect(unitCapProblem([line(5), line(4, "Oud")], caps)).toBe("You can order at most 8 items in one order; this one has 9.");
  });
});
