import { formatKobo, formatNaira, isNairaAmount, toKobo, toNaira } from "./naira";

describe("naira", () => {
  it("formats naira with the symbol and thousands separators", () => {
    expect(formatNaira(185000)).toBe("₦185,000.00");
    expect(formatNaira(8500.5)).toBe("₦8,500.50");
    expect(formatNaira(-1234.5)).toBe("-₦1,234.50");
  });

  it("writes every amount exactly as Intl's en-NG naira format does", () => {
    const intl = new Intl.NumberFormat("en-NG", { style: "currency", currency: "NGN" });
    const amounts = [0, -0, 0.005, -0.005, 2.675, 999.995, 1e15, 123456789.12, Number.NaN, Infinity, -Infinity];
    let seed = 12;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    for (let i = 0; i < 2000; i++) {
      const scale = 10 ** Math.floor(random() * 10);
      amounts.push(Math.round((random() - 0.2) * scale * 100) / 100, Math.round(random() * scale * 1000) / 1000);
    }
    for (const amount of amounts) expect(`${amount}: ${formatNaira(amount)}`).toBe(`${amount}: ${intl.format(amount)}`);
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
