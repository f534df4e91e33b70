/** One end of a range: a time (dates) or a number, and whether it is met by equality. */
export type Bound = { at: number; inclusive: boolean } | null;

interface Placed {
  at: number;
  idKey: string;
}

/**
 * The values of one kind (dates as times, or numbers) a single-field index holds for each
 * document, in order, so a range condition on that kind reaches its documents without a scan.
 * Range operators match values of their bound's kind only, so no other document can match.
 */
export class OrderedValues {
  private readonly byDoc = new Map<string, number[]>();
  /**
   * Documents holding several values (arrays): without $elemMatch, each end of a two-ended range
   * may be met by a different element, so these are candidates for such ranges and the matcher
   * decides. A one-ended range is met by one element or none, which the order finds.
   */
  private readonly several = new Set<string>();
  /** Documents with a value of this kind the order cannot place (a long or decimal, NaN): always candidates. */
  private readonly unplaced = new Set<string>();
  /** Built on the first lookup after a write. */
  private order: Placed[] | null = null;

  get size(): number {
    return this.byDoc.size;
  }

  /** A document's values here; `unplaced` when it also holds some the order cannot place (NaN is never placed). */
  set(idKey: string, values: number[], unplaced = false): void {
    const placed = values.filter((value) => !Number.isNaN(value));
    if (placed.length > 0) this.byDoc.set(idKey, placed);
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
      let highIndex = order.length;
      while (lowIndex < highIndex) {
        const middle = (lowIndex + highIndex) >> 1;
        const value = (order[middle] as Placed).at;
        if (value < at || (!inclusive && value === at)) lowIndex = middle + 1;
        else highIndex = middle;
      }
      return lowIndex;
    };
    const start = low ? firstAbove(low.at, low.inclusive) : 0;
    const end = high ? firstAbove(high.at, !high.inclusive) : order.length;
    const found = order.slice(start, Math.max(start, end)).map((entry) => entry.idKey);
    return [...found, ...(low && high ? this.several : []), ...this.unplaced];
  }

  /** The values in order; equal values in `idOrder` (the collection's order), as a stable sort leaves them. */
  private sorted(idOrder: Iterable<string>): Placed[] {
    if (!this.order) {
      const order: Placed[] = [];
      for (const idKey of idOrder) for (const at of this.byDoc.get(idKey) ?? []) order.push({ at, idKey });
      this.order = order.sort((a, b) => a.at - b.at);
    }
    return this.order;
  }

  /**
   * The documents holding values here in the order of those values (direction 1 or -1), equal
   * values in `idOrder`.
   */
  *inOrder(idOrder: Iterable<string>, direction: 1 | -1): Generator<Placed> {
    const order = this.sorted(idOrder);
    if (direction === 1) {
      yield* order;
      return;
    }
    // Highest first, but a run of equal values still in the collection's order.
    let end = order.length;
    while (end > 0) {
      const at = (order[end - 1] as Placed).at;
      let start = end - 1;
      while (start > 0 && (order[start - 1] as Placed).at === at) start -= 1;
      for (let i = start; i < end; i++) yield order[i] as Placed;
      end = start;
    }
  }
}
