/** One end of a range: a time (dates) or a number, and whether it is met by equality. */
export type Bound = { at: number; inclusive: boolean } | null;

interface Placed {
  at: number;
  idKey: string;
}

/** The order as two parallel arrays: one object per document would be 100,000 more for the GC to trace. */
interface Order {
  at: Float64Array;
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
  /** Built on the first lookup after a write. */
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
    this.order = null;
  }

  delete(idKey: string): void {
    if (this.byDoc.delete(idKey)) this.order = null;
    this.several.delete(idKey);
    this.unplaced.delete(idKey);
  }

  /** Documents that may hold a value within the bounds (null: unbounded). */
  within(idOrder: Iterable<string>, low: Bound, high: Bound): string[] {
    const order = this.sorted(idOrder);
    const firstAbove = (at: number, inclusive: boolean) => {
      let lowIndex = 0;
      let highIndex = order.at.length;
      while (lowIndex < highIndex) {
        const middle = (lowIndex + highIndex) >> 1;
        const value = order.at[middle] as number;
        if (value < at || (!inclusive && value === at)) lowIndex = middle + 1;
        else highIndex = middle;
      }
      return lowIndex;
    };
    const start = low ? firstAbove(low.at, low.inclusive) : 0;
    const end = high ? firstAbove(high.at, !high.inclusive) : order.at.length;
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
      this.order = { at: Float64Array.from(placed, (entry) => entry.at), idKeys: placed.map((entry) => entry.idKey) };
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
