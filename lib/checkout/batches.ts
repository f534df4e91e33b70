/** One item's end in a batch written together: its own value, or its own error. */
export type ItemOutcome<Result> = { value: Result } | { error: unknown };

export interface BatchOptions {
  /**
   * How long the first item waits for others before its batch is written. None for work an
   * answer waits on. Work done after the answer can wait: orders at 28 a second (bench:drop, 4
   * placements at once) met a write in flight so rarely that its batches held about one order.
   */
  lingerMs?: number;
}

/**
 * Work an order does after its answer (its intent forgotten, its takes finished, its e-mails and
 * activity line written) waits this long for the orders answered after it, and is written with
 * them: a crash meanwhile leaves it to the recovery pass and the mail relay, as any crash after
 * the answer does.
 */
export const AFTER_ANSWER_BATCHES: BatchOptions = { lingerMs: 100 };

/**
 * Runs `write` over items in batches: an item added while no batch is being written is written at
 * once (or after `lingerMs`, with those added meanwhile); items added while a batch is written wait
 * for it and are written together next. In a burst, one write serves every item that arrived
 * during the last. `write` answers each item's outcome, in the items' order; a write that throws
 * fails them all.
 */
export function inBatchesEach<Item, Result>(write: (items: Item[]) => Promise<ItemOutcome<Result>[]>, options: BatchOptions = {}): (item: Item) => Promise<Result> {
  let waiting: { item: Item; settle: (outcome: ItemOutcome<Result>) => void }[] = [];
  let writing = false;
  const drain = async () => {
    writing = true;
    if (options.lingerMs) await new Promise((resolve) => setTimeout(resolve, options.lingerMs));
    while (waiting.length > 0) {
      const batch = waiting;
      waiting = [];
      const outcomes = await write(batch.map((entry) => entry.item)).catch((error: unknown) => batch.map(() => ({ error: error ?? new Error("A batch write failed") })));
      batch.forEach((entry, index) => entry.settle(outcomes[index] ?? { error: new Error("A batch write answered no outcome for an item") }));
    }
    writing = false;
  };
  return (item) =>
    new Promise<Result>((resolve, reject) => {
      waiting.push({ item, settle: (outcome) => ("error" in outcome ? reject(outcome.error) : resolve(outcome.value)) });
      if (!writing) void drain();
    });
}

/** inBatchesEach for a write whose items share its fate: each item's promise settles with the write that carried it. */
export function inBatches<Item>(write: (items: Item[]) => Promise<void>, options: BatchOptions = {}): (item: Item) => Promise<void> {
  return inBatchesEach<Item, void>(async (items) => {
    await write(items);
    return items.map(() => ({ value: undefined }));
  }, options);
}
