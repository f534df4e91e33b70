/** One end of a range: a time (dates) or a number, and whether it is met by equality. */
export type Bound = { at: number; inclusive: boolean } | null;

interface Placed {
  at: number;
  idKey: string;
}

/**
 * The order as two parallel arrays: one object per document would be 100,000 more for the GC to
 * trace (an array of dates is one block of unboxed doubles).
 */
interface Order {
  at: number[];
  idKeys: string[];
}

/**
 * The values of one kind (dates as times, or numbers) a single-field index holds for each
 * document, in order, so a range condition on that kind reaches its documents without a scan.
 * Range operators match values of their bound's kind only, so no other document can match.
 */
export class OrderedValues {
  /** One value as itself (most documents hold one date or number here), several as an array. */
  private readonly byDoc = new Map<string, number | number[]>();
  /**
   * Documents holding several values (arrays): without $elemMatch, each end of a two-ended range
   * may be met by a different element, so these are candidates for such ranges and the matcher
   * decides. A one-ended range is met by one element or none, which the order finds.
   */
  private readonly several = new Set<string>();
  /** Documents with a value of this kind the order cannot place (a long or decimal, NaN): always candidates. */
  private readonly unplaced = new Set<string>();
  /**
   * Built on the first lookup; a write of one value then moves only that document in it (a new
   * order's date goes in at the end), unless it ties with others, whose order is the collection's.
   */
  private order: Order | null = null;

  get size(): number {
    return this.byDoc.size;
  }

  /** A document's values here; `unplaced` when it also holds some the order cannot place (NaN is never placed). */
  set(idKey: string, values: number[], unplaced = false): void {
    const placed = values.filter((value) => !Number.isNaN(value));
    if (placed.length > 0) this.byDoc.set(idKey, placed.length === 1 ? (placed[0] as number) : placed);
    if (placed.length > 1) this.several.add(idKey);
    if (unplaced || placed.length < values.length) this.unplaced.add(idKey);
    if (placed.length === 1) this.place(idKey, placed[0] as number);
    else if (placed.length > 1) this.order = null;
  }

  /** Puts one document's one value in the built order, where it alone belongs; else drops the order. */
  private place(idKey: string, at: number): void {
    if (!this.order) return;
    const first = this.firstAtOrAbove(at, true);
    if (first !== this.firstAtOrAbove(at, false)) {
      this.order = null;
      return;
    }
    this.order.at.splice(first, 0, at);
    this.order.idKeys.splice(first, 0, idKey);
  }

  /** Takes one document's one value out of the built order; else drops the order. */
  private unplace(idKey: string, values: number | number[]): void {
    if (!this.order) return;
    if (typeof values !== "number") {
      this.order = null;
      return;
    }
    const end = this.firstAtOrAbove(values, false);
    for (let i = this.firstAtOrAbove(values, true); i < end; i++) {
      if (this.order.idKeys[i] === idKey) {
        this.order.at.splice(i, 1);
        this.order.idKeys.splice(i, 1);
        return;
      }
    }
    this.order = null;
  }

  /** The first place in the built order holding a value above `at` (or equal to it, when `inclusive`). */
  private firstAtOrAbove(at: number, inclusive: boolean): number {
    const values = (this.order as Order).at;
    let low = 0;
    let high = values.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      const value = values[middle] as number;
      if (value < at || (!inclusive && value === at)) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  /** Each document's earliest value here. */
  *earliest(): Generator<[string, number]> {
    for (const [idKey, values] of this.byDoc) yield [idKey, typeof values === "number" ? values : Math.min(...values)];
  }

  delete(idKey: string): void {
    const values = this.byDoc.get(idKey);
    if (values !== undefined) {
      this.byDoc.delete(idKey);
      this.unplace(idKey, values);
    }
    this.several.delete(idKey);
    this.unplaced.delete(idKey);
  }

  /** Documents that may hold a value within the bounds (null: unbounded). */
  within(idOrder: Iterable<string>, low: Bound, high: Bound): string[] {
    const order = this.sorted(idOrder);
    const start = low ? this.firstAtOrAbove(low.at, low.inclusive) : 0;
    const end = high ? this.firstAtOrAbove(high.at, !high.inclusive) : order.at.length;
    const found = order.idKeys.slice(start, Math.max(start, end));
    return [...found, ...(low && high ? this.several : []), ...this.unplaced];
  }

  /** The values in order; equal values in `idOrder` (the collection's order), as a stable sort leaves them. */
  private sorted(idOrder: Iterable<string>): Order {
    if (!this.order) {
      const placed: Placed[] = [];
      for (const idKey of idOrder) {
        const values = this.byDoc.get(idKey);
        if (typeof values === "number") placed.push({ at: values, idKey });
        else for (const at of values ?? []) placed.push({ at, idKey });
      }
      placed.sort((a, b) => a.at - b.at);
      this.order = { at: placed.map((entry) => entry.at), idKeys: placed.map((entry) => entry.idKey) };
    }
    return this.order;
  }

  /**
   * The documents holding values here in the order of those values (direction 1 or -1), equal
   * values in `idOrder`.
   */
  *inOrder(idOrder: Iterable<string>, direction: 1 | -1): Generator<Placed> {
    const { at, idKeys } = this.sorted(idOrder);
    const placed = (i: number): Placed => ({ at: at[i] as number, idKey: idKeys[i] as string });
    if (direction === 1) {
      for (let i = 0; i < at.length; i++) yield placed(i);
      return;
    }
    // Highest first, but a run of equal values still in the collection's order.
    let end = at.length;
    while (end > 0) {
      const value = at[end - 1] as number;
      let start = end - 1;
      while (start > 0 && at[start - 1] === value) start -= 1;
      for (let i = start; i < end; i++) yield placed(i);
      end = start;
    }
  }
}
