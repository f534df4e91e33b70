import { inBatches } from "./batches";

describe("inBatches", () => {
  it("writes an item alone when nothing is being written, and the items that came meanwhile together next", async () => {
    const writes: number[][] = [];
    let release: () => void = () => undefined;
    const add = inBatches<number>(async (items) => {
      writes.push(items);
      if (items[0] === 1) await new Promise<void>((resolve) => (release = resolve));
    });
    const first = add(1);
    const later = [add(2), add(3), add(4)];
    expect(writes).toEqual([[1]]);
    release();
    await Promise.all([first, ...later]);
    expect(writes).toEqual([[1], [2, 3, 4]]);
    await add(5);
    expect(writes).toEqual([[1], [2, 3, 4], [5]]);
  });

  it("fails every item of a failed write, and writes the next batch all the same", async () => {
    const add = inBatches<string>(async (items) => {
      if (items.includes("bad")) throw new Error("refused");
    });
    const results = await Promise.allSettled([add("bad"), add("good")]);
    expect(results.map((result) => result.status)).toEqual(["rejected", "fulfilled"]);
    await expect(add("fine")).resolves.toBeUndefined();
  });
});
