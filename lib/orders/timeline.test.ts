import { timelineSteps } from "./timeline";

describe("tracking timeline", () => {
  it("marks Pending complete always and every step up to the status", () => {
    expect(timelineSteps("Pending").map((step) => step.complete)).toEqual([true, false, false, false, false]);
    expect(timelineSteps("Shipped").map((step) => step.complete)).toEqual([true, true, true, true, false]);
    expect(timelineSteps("Delivered").every((step) => step.complete)).toBe(true);
    expect(timelineSteps("Processing").find((step) => step.current)?.text).toBe("Your order is being prepared.");
  });

  it("shows only Pending complete for a cancelled order", () => {
    expect(timelineSteps("Cancelled").map((step) => step.complete)).toEqual([true, false, false, false, false]);
    expect(timelineSteps("Cancelled").some((step) => step.current)).toBe(false);
  });
});
