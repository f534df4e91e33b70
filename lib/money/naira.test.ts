import { formatKobo, formatNaira, isNairaAmount, toKobo, toNaira } from "./naira";

describe("naira", () => {
  it("formats naira with the symbol and thousands separators", () => {
    expect(formatNaira(185000)).toBe("₦185,000.00");
    expect(formatNaira(8500.5)).toBe("₦8,500.50");
  });

  it("converts to kobo without floating point drift", () => {
    expect(toKobo(0.1 + 0.2)).toBe(30);
    expect(toKobo(19999.99)).toBe(1999999);
    expect(toNaira(1999999)).toBe(19999.99);
    expect(formatKobo(1250000)).toBe("₦12,500.00");
  });

  it("accepts only amounts exact to the kobo", () => {
    expect(isNairaAmount(12500.25)).toBe(true);
    expect(isNairaAmount(12500.255)).toBe(false);
    expect(isNairaAmount(Number.NaN)).toBe(false);
  });
});
