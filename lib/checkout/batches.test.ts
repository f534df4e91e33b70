import { inBatches, inBatchesEach } from "./batches";

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

  it("with a linger, writes the first item with those added while it waited, and those added during that write together next", async () => {
    const writes: number[][] = [];
    let release: () => void = () => undefined;
    const add = inBatches<number>(
      async (items) => {
        writes.push(items);
        if (items.includes(1)) await new Promise<void>((resolve) => (release = resolve));
      },
      { lingerMs: 30 },
    );
    const first = [add(1), add(2)];
    await new Promise((resolve) => setTimeout(resolve, 10));
    first.push(add(3));
    expect(writes).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(writes).toEqual([[1, 2, 3]]);
    const later = [add(4), add(5)];
    release();
    await Promise.all([...first, ...later]);
    expect(writes).toEqual([[1, 2, 3], [4, 5]]);
  });
});

describe("inBatchesEach", () => {
  it("settles each item with its own outcome from one write", async () => {
    const check = inBatchesEach<number, number>(async (items) => items.map((item) => (item < 0 ? { error: new Error(`negative ${item}`) } : { value: item * 2 })));
    const outcomes = await Promise.allSettled([check(1), check(-2), check(3)]);
    expect(outcomes).toEqual([
      { status: "fulfilled", value: 2 },
      { status: "rejected", reason: new Error("negative -2") },
      { status: "fulfilled", value: 6 },
    ]);
  });
});
