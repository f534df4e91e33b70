import { RenderedOnce } from "./rendered-once.mjs";

describe("the open-ended entries a process has rendered", () => {
  it("says a key was rendered before only from its second render on", () => {
    const renders = new RenderedOnce();
    expect(renders.again("/shop/q-oud")).toBe(false);
    expect(renders.again("/shop/q-vanilla")).toBe(false);
    expect(renders.again("/shop/q-oud")).toBe(true);
    expect(renders.again("/shop/q-oud")).toBe(true);
  });

  it("remembers only the newest keys, so a flood of one-off searches holds a bounded set", () => {
    const renders = new RenderedOnce(3);
    for (const key of ["a", "b", "c"]) renders.again(key);
    // Asking for "a" again makes it the newest: "b" is the oldest now.
    expect(renders.again("a")).toBe(true);
    renders.again("d");
    expect(renders.again("b")).toBe(false);
    expect(renders.again("a")).toBe(true);
  });
});
