import { Recent } from "./recent.mjs";

describe("the most recently used values within a budget", () => {
  it("gives up the least recently used first, a read counting as a use", () => {
    const recent = new Recent<string>(3);
    for (const key of ["a", "b", "c"]) recent.set(key, key.toUpperCase());
    expect(recent.get("a")).toBe("A");
    recent.set("d", "D");
    expect(recent.get("b")).toBeUndefined();
    expect([recent.get("a"), recent.get("c"), recent.get("d")]).toEqual(["A", "C", "D"]);
    expect(recent.used).toBe(3);
  });

  it("weighs values when told how, and never keeps one larger than the whole budget", () => {
    const recent = new Recent<{ size: number }>(100, (value) => value.size);
    recent.set("page", { size: 60 });
    recent.set("huge", { size: 101 });
    expect(recent.get("huge")).toBeUndefined();
    expect(recent.get("page")).toEqual({ size: 60 });
    recent.set("other", { size: 50 });
    expect(recent.get("page")).toBeUndefined();
    expect(recent.used).toBe(50);
  });

  it("counts a value set again under its key once, and forgets a deleted one", () => {
    const recent = new Recent<number>(10, (value) => value);
    recent.set("x", 4);
    recent.set("x", 6);
    expect(recent.used).toBe(6);
    recent.delete("x");
    recent.delete("x");
    expect(recent.used).toBe(0);
    expect(recent.get("x")).toBeUndefined();
  });

  it("follows a budget changed while it holds values from the next value kept on", () => {
    const recent = new Recent<number>(10, (value) => value);
    recent.set("a", 5);
    recent.set("b", 5);
    recent.limit = 6;
    recent.set("c", 1);
    expect([recent.get("a"), recent.get("b"), recent.get("c")]).toEqual([undefined, 5, 1]);
  });
});
