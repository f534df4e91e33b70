import { movedPrice } from "./price-move";

describe("moving a price", () => {
  it("moves by a percentage to the kobo, by an amount, or to one price", () => {
    expect(movedPrice(45000, { kind: "percent", value: 10 })).toBe(49500);
    expect(movedPrice(999.99, { kind: "percent", value: 10 })).toBe(1099.99);
    expect(movedPrice(100.05, { kind: "percent", value: -12.5 })).toBe(87.54);
    expect(movedPrice(45000, { kind: "amount", value: -2500.5 })).toBe(42499.5);
    expect(movedPrice(45000, { kind: "set", value: 30000 })).toBe(30000);
  });

  it("refuses a move that leaves no price", () => {
    expect(movedPrice(2000, { kind: "amount", value: -2000 })).toBeNull();
    expect(movedPrice(0.01, { kind: "percent", value: -60 })).toBeNull();
    expect(movedPrice(10, { kind: "percent", value: -100 })).toBeNull();
  });
});
