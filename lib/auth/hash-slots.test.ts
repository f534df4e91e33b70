import { HASH_QUEUE_LIMIT, HASH_SLOTS, inHashSlot } from "./hash-slots";

function gate() {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe("hash slots", () => {
  it(`runs at most ${HASH_SLOTS} hashes at once and lets a known device's go first`, async () => {
    const order: string[] = [];
    let running = 0;
    let most = 0;
    const gates = new Map<string, ReturnType<typeof gate>>();
    const job = (name: string) => async () => {
      running += 1;
      most = Math.max(most, running);
      order.push(name);
      const g = gate();
      gates.set(name, g);
      await g.opened;
      running -= 1;
      return name;
    };
    const jobs = [inHashSlot(job("a")), inHashSlot(job("b")), inHashSlot(job("stranger")), inHashSlot(job("owner"), { first: true })];
    await tick();
    expect(order).toEqual(["a", "b"]);
    gates.get("a")?.open();
    await tick();
    await tick();
    expect(order).toEqual(["a", "b", "owner"]);
    gates.get("b")?.open();
    gates.get("owner")?.open();
    await tick();
    await tick();
    gates.get("stranger")?.open();
    expect(await Promise.all(jobs)).toEqual(["a", "b", "stranger", "owner"]);
    expect(most).toBe(HASH_SLOTS);
  });

  it("refuses a stranger's hash with 429 once the queue is full, but still queues a known device's", async () => {
    const hold = gate();
    const busy = Array.from({ length: HASH_SLOTS + HASH_QUEUE_LIMIT }, () => inHashSlot(() => hold.opened));
    await expect(inHashSlot(async () => "late")).rejects.toMatchObject({ kind: "too-many", code: "sign-in-busy", detail: { retryAfterSeconds: 5 } });
    const owner = inHashSlot(async () => "owner", { first: true });
    hold.open();
    await Promise.all(busy);
    expect(await owner).toBe("owner");
  });

  it("frees its slot when the hash fails", async () => {
    await expect(inHashSlot(() => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    expect(await Promise.all(Array.from({ length: HASH_SLOTS + 1 }, (_, i) => inHashSlot(async () => i)))).toHaveLength(HASH_SLOTS + 1);
  });
});
