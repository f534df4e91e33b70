/**
 * Runs `write` over items in batches: an item added while no batch is being written is written at
 * once, alone; items added meanwhile wait for it and are written together next. Quiet, each item
 * goes as soon as it comes; in a burst, one write serves every item that arrived during the last.
 * Each item's promise settles with the write that carried it.
 */
export function inBatches<Item>(write: (items: Item[]) => Promise<void>): (item: Item) => Promise<void> {
  let waiting: { item: Item; settle: (error?: unknown) => void }[] = [];
  let writing = false;
  const drain = async () => {
    writing = true;
    while (waiting.length > 0) {
      const batch = waiting;
      waiting = [];
      const outcome = await write(batch.map((entry) => entry.item)).then(
        () => undefined,
        (error: unknown) => error ?? new Error("A batch write failed"),
      );
      for (const entry of batch) entry.settle(outcome);
    }
    writing = false;
  };
  return (item) =>
    new Promise<void>((resolve, reject) => {
      waiting.push({ item, settle: (error) => (error === undefined ? resolve() : reject(error)) });
      if (!writing) void drain();
    });
}
