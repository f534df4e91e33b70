import { editedSizes, type StoredSize } from "./size-edits";

const stored: StoredSize<string>[] = [
  { _id: "a".repeat(24), label: "30 ml", volumeMl: 30, price: 20000, stock: 8, sku: "OUD-30" },
  { _id: "b".repeat(24), label: "100 ml", volumeMl: 100, price: 48000, stock: 3, sku: "OUD-100" },
];
let next = 0;
const newId = () => `${++next}`.padStart(24, "c");

describe("editedSizes", () => {
  it("keeps a size's id and SKU and moves its stock by what the owner changed, not to the figure the form showed", () => {
    // The form showed 10 when the owner opened it; two were sold since (8 now); the owner typed 15.
    const { sizes, removed } = editedSizes([{ id: stored[0]!._id, label: "30 ml", price: 21000, stock: 15, stockWas: 10 }], stored, newId);
    expect(sizes).toEqual([{ _id: stored[0]!._id, label: "30 ml", volumeMl: null, price: 21000, stock: 13, sku: "OUD-30" }]);
    expect(removed.map((size) => size.label)).toEqual(["100 ml"]);
  });

  it("leaves stock as it is when the owner did not touch it", () => {
    const { sizes } = editedSizes([{ id: stored[1]!._id, label: "100 ml", volumeMl: 100, price: 48000, stock: 5, stockWas: 5 }], stored, newId);
    expect(sizes[0]!.stock).toBe(3);
  });

  it("never takes a size below zero", () => {
    const { sizes } = editedSizes([{ id: stored[1]!._id, label: "100 ml", price: 48000, stock: 0, stockWas: 5 }], stored, newId);
    expect(sizes[0]!.stock).toBe(0);
  });

  it("gives a new size a new id, the stock typed, and a made SKU unless one is given", () => {
    const { sizes } = editedSizes(
      [
        { label: "50 ml", volumeMl: 50, price: 30000, stock: 4 },
        { label: "200 ml", price: 80000, stock: 2, sku: "OUD-200" },
      ],
      stored,
      newId,
    );
    expect(sizes[0]).toMatchObject({ label: "50 ml", stock: 4, volumeMl: 50 });
    expect(sizes[0]!.sku).toMatch(/^SC-[0-9A-F]{10}$/);
    expect(sizes[1]).toMatchObject({ sku: "OUD-200", stock: 2 });
    expect(sizes.map((size) => size._id)).not.toContain(stored[0]!._id);
  });

  it("treats a row naming a size removed meanwhile, or named twice, as a new size", () => {
    const gone = "d".repeat(24);
    const { sizes } = editedSizes(
      [
        { id: gone, label: "75 ml", price: 1, stock: 6, stockWas: 9 },
        { id: stored[0]!._id, label: "30 ml", price: 1, stock: 8, stockWas: 8 },
        { id: stored[0]!._id, label: "35 ml", price: 1, stock: 1, stockWas: 8 },
      ],
      stored,
      newId,
    );
    expect(sizes.map((size) => [size._id === gone || size._id === stored[0]!._id ? size._id.slice(0, 1) : "new", size.stock])).toEqual([
      ["new", 6],
      ["a", 8],
      ["new", 1],
    ]);
  });

  it("reorders sizes as the rows are ordered", () => {
    const rows = [...stored].reverse().map((size) => ({ id: size._id, label: size.label ?? "", price: size.price, stock: size.stock, stockWas: size.stock }));
    expect(editedSizes(rows, stored, newId).sizes.map((size) => size.label)).toEqual(["100 ml", "30 ml"]);
  });
});
