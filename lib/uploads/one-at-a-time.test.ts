import { oneAtATime } from "./one-at-a-time";

describe("oneAtATime", () => {
  it("runs calls one after another, in order, and a failure does not stop the next", async () => {
    const events: string[] = [];
    let running = 0;
    const work = oneAtATime(async (name: string, fail = false) => {
      running += 1;
      events.push(`start ${name} (${running} running)`);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running -= 1;
      events.push(`end ${name}`);
      if (fail) throw new Error(name);
      return name.toUpperCase();
    });
    const results = await Promise.allSettled([work("a"), work("b", true), work("c")]);
    expect(results.map((result) => (result.status === "fulfilled" ? result.value : "failed"))).toEqual(["A", "failed", "C"]);
    expect(events).toEqual(["start a (1 running)", "end a", "start b (1 running)", "end b", "start c (1 running)", "end c"]);
  });
});
