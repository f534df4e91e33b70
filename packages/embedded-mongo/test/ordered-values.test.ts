/**
 * A single-field index's order of dates or numbers is built once, then kept in step with each
 * write of one value (a new order's date goes in at its place) instead of being sorted again.
 * The kept order must always be the one a fresh build gives.
 */
import { OrderedValues } from "../src/engine/ordered-values";
import { random } from "./random";

test("after any mix of single values, ties, arrays, NaN and removals, the kept order is a fresh build's", () => {
  const next = random(7);
  const kept = new OrderedValues();
  const values = new Map<string, number[]>();
  const idOrder: string[] = [];
  const fresh = (): OrderedValues => {
    const built = new OrderedValues();
    for (const idKey of idOrder) {
      const held = values.get(idKey);
      if (held) built.set(idKey, held);
    }
    return built;
  };
  const bounds = [
    [null, null],
    [{ at: 40, inclusive: true }, null],
    [null, { at: 60, inclusive: false }],
    [{ at: 20, inclusive: false }, { at: 80, inclusive: true }],
  ] as const;
  kept.within(idOrder, null, null);
  for (let step = 0; step < 2000; step++) {
    const roll = next();
    const idKey = `k${Math.floor(next() * 400)}`;
    // Mostly new keys with distinct values (orders placed), sometimes a tie, an array, NaN or a removal.
    const value = roll < 0.6 ? 100 + step + next() : Math.floor(next() * 100);
    const held = roll < 0.85 ? [value] : roll < 0.9 ? [value, value + 3] : roll < 0.93 ? [Number.NaN] : roll < 0.95 ? [] : null;
    if (values.has(idKey)) kept.delete(idKey);
    if (held === null) {
      if (values.delete(idKey)) idOrder.splice(idOrder.indexOf(idKey), 1);
    } else {
      if (!values.has(idKey)) idOrder.push(idKey);
      values.set(idKey, held);
      kept.set(idKey, held);
    }
    if (step % 25 === 0 || step > 1950) {
      const expected = fresh();
      // The ranges reach the same documents; the order is the values' (ties in the collection's order).
      for (const [low, high] of bounds) expect(kept.within(idOrder, low, high).sort()).toEqual(expected.within(idOrder, low, high).sort());
      expect([...kept.inOrder(idOrder, 1)]).toEqual([...expected.inOrder(idOrder, 1)]);
      expect([...kept.inOrder(idOrder, -1)]).toEqual([...expected.inOrder(idOrder, -1)]);
    }
  }
});
