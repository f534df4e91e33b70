import { MemoryLayer, OPEN_ENDED_SHARE } from "./memory-layer.mjs";

interface Held {
  size: number;
  openEnded?: boolean;
}

describe("the cache's memory layer", () => {
  it("evicts the least recently used past its bytes", () => {
    const layer = new MemoryLayer<Held>(1_000);
    layer.set("a", { size: 400 });
    layer.set("b", { size: 400 });
    layer.get("a");
    layer.set("c", { size: 400 });
    expect(layer.get("a")).toBeDefined();
    expect(layer.get("b")).toBeUndefined();
    expect(layer.get("c")).toBeDefined();
    expect(layer.bytes.total).toBe(800);
  });

  it("holds a flood of open-ended entries (searches) within their share, and keeps the pages everyone asks for", () => {
    const layer = new MemoryLayer<Held>(80_000);
    layer.set("home", { size: 30_000 });
    layer.set("shop", { size: 30_000 });
    for (let search = 0; search < 10_000; search += 1) layer.set(`search-${search}`, { size: 1_000, openEnded: true });
    expect(layer.get("home")).toBeDefined();
    expect(layer.get("shop")).toBeDefined();
    expect(layer.bytes.openEnded).toBeLessThanOrEqual(80_000 * OPEN_ENDED_SHARE);
    expect(layer.bytes.total).toBeLessThanOrEqual(80_000);
    // The newest searches are held: a popular one stays fast.
    expect(layer.get("search-9999")).toBeDefined();
    expect(layer.get("search-0")).toBeUndefined();
  });

  it("moves an entry between families when it is set again", () => {
    const layer = new MemoryLayer<Held>(8_000);
    layer.set("page", { size: 500, openEnded: true });
    layer.set("page", { size: 500 });
    expect(layer.bytes).toEqual({ total: 500, openEnded: 0 });
    layer.delete("page");
    expect(layer.get("page")).toBeUndefined();
    expect(layer.bytes.total).toBe(0);
  });
});
