import { besideTwin, type Rounds } from "./beside-twin";

const rounds = (requestsPerSecond: number[], p99: number[]): Rounds => ({ requestsPerSecond, p99 });

describe("a flooded server beside its twin", () => {
  it("does not count a machine slowed for both as the flood's", () => {
    const before = { server: rounds([3000, 3100, 2900], [10, 11, 9]), twin: rounds([3050, 3000, 2950], [10, 10, 10]) };
    const after = { server: rounds([1500, 1550, 1450], [20, 22, 18]), twin: rounds([1525, 1500, 1475], [20, 20, 20]) };
    const { rateKept, p99Grown } = besideTwin(before, after);
    expect(rateKept).toBeCloseTo(1, 1);
    expect(p99Grown).toBeCloseTo(1, 1);
  });

  it("counts a flooded server slower than its twin, on a machine as busy as before", () => {
    const before = { server: rounds([3000, 3000, 3000], [10, 10, 10]), twin: rounds([3000, 3000, 3000], [10, 10, 10]) };
    const after = { server: rounds([2100, 2200, 2000], [15, 16, 14]), twin: rounds([3000, 3000, 3000], [10, 10, 10]) };
    const { rateKept, p99Grown } = besideTwin(before, after);
    expect(rateKept).toBeCloseTo(0.7, 2);
    expect(p99Grown).toBeCloseTo(1.5, 2);
  });

  it("reads each side by its median round, so one round disturbed by another process does not decide", () => {
    const steady = rounds([3000, 3000, 3000], [10, 10, 10]);
    const after = { server: rounds([3000, 900, 3000], [10, 80, 10]), twin: steady };
    expect(besideTwin({ server: steady, twin: steady }, after)).toEqual({ rateKept: 1, p99Grown: 1 });
  });
});
