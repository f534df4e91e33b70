import { Int32, Long } from "mongodb";
import { match, matchExactly } from "./match";

describe("unified-format matching (the spec runner's comparisons)", () => {
  test("root documents may carry extra fields, nested ones may not", () => {
    expect(match({ x: 1 }, { x: 1, y: 1 })).toBeNull();
    expect(match({ x: 1, y: 1 }, { x: 1 })).toMatch(/missing/);
    expect(match({ x: { y: 1 } }, { x: { y: 1, z: 1 } })).toMatch(/unexpected fields z/);
  });

  test("numbers compare by value across int, long and double; arrays by length and order", () => {
    expect(match({ n: 1 }, { n: new Long(1) })).toBeNull();
    expect(match({ n: new Int32(1) }, { n: 1.0 })).toBeNull();
    expect(match({ n: 1 }, { n: 1.5 })).toMatch(/expected 1, got 1.5/);
    expect(match([1, 2, 3], [1, 2, 3, 4])).toMatch(/expected 3 elements/);
  });

  test("$$exists, $$unsetOrMatches and $$type", () => {
    expect(match({ w: { $$exists: false } }, { x: 1 })).toBeNull();
    expect(match({ w: { $$exists: false } }, { w: null })).toMatch(/expected absent/);
    expect(match({ id: { $$unsetOrMatches: 1 } }, {})).toBeNull();
    expect(match({ id: { $$unsetOrMatches: 1 } }, { id: 2 })).toMatch(/expected 1, got 2/);
    expect(match({ d: { $$type: "object" } }, { d: { a: 1 } })).toBeNull();
    expect(match({ d: { $$type: ["string", "int"] } }, { d: [] })).toMatch(/expected type string\|int/);
  });

  test("collection outcomes must match exactly, in any key order", () => {
    expect(matchExactly([{ _id: 1, x: 1 }], [{ x: 1, _id: 1 }])).toBeNull();
    expect(matchExactly([{ _id: 1 }], [{ _id: 1, x: 1 }])).toMatch(/unexpected field x/);
  });
});
