import { formatPaymentDeadline, formatTimeLeft } from "./payment-deadline";

describe("payment deadline", () => {
  it("shows the deadline on the shop's clock", () => {
    // 23:30 UTC is 00:30 the next day in Lagos.
    expect(formatPaymentDeadline("2026-11-30T23:30:00.000Z")).toBe("Tue, 1 Dec 2026, 00:30 (Lagos time)");
  });

  it("counts the time left in hours and minutes", () => {
    const now = new Date("2026-11-01T12:00:00Z");
    expect(formatTimeLeft("2026-11-03T11:30:00Z", now)).toBe("47 h 30 min left to pay");
    expect(formatTimeLeft("2026-11-01T12:29:10Z", now)).toBe("30 min left to pay");
    expect(formatTimeLeft("2026-11-01T11:59:00Z", now)).toBe("Payment window over; cancelling");
  });
});
