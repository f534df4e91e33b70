import { cartLineKey, type CartItem, type CartProductInput } from "./cart-item";
import { isAtStockLimit, maxStockMessage } from "./stock-limit";
import {
  addToCart,
  applyServerCart,
  cartCount,
  cartDisplayTotal,
  clampQuantity,
  isValidProduct,
  parseStoredCart,
  priceChangedSinceAdded,
  removeFromCart,
  updateCartQuantity,
} from "./cart-rules";

const oud: CartProductInput = {
  _id: "p-oud",
  brand: "Maison Lagos",
  name: "Midnight Oud Eau de Parfum",
  type: "Perfume",
  price: 145000,
  stock: 3,
  images: [{ url: "/products/maison-lagos-midnight-oud.svg" }],
};
const reed: CartProductInput = { _id: "p-reed", brand: "Maison Lagos", name: "Oud Reed Diffuser", type: "Diffuser", price: "42000.50", stock: 20 };

describe("cart rules", () => {
  it("starts a new product at quantity 1 with its first image and a numeric price", () => {
    const items = addToCart(addToCart([], oud), reed);
    expect(items).toEqual([
      expect.objectContaining({ _id: "p-oud", quantity: 1, image: "/products/maison-lagos-midnight-oud.svg", price: 145000, stock: 3 }),
      expect.objectContaining({ _id: "p-reed", quantity: 1, image: "/products/placeholder.svg", price: 42000.5 }),
    ]);
  });

  it("raises the quantity by 1 when the product is already in the cart, or by the quantity given", () => {
    let items = addToCart([], oud);
    items = addToCart(items, oud);
    expect(items).toHaveLength(1);
    expect(items[0]?.quantity).toBe(2);
    expect(addToCart([], reed, 5)[0]?.quantity).toBe(5);
  });

  it("never goes above the stock when adding", () => {
    let items = addToCart([], oud, 2);
    items = addToCart(items, oud, 5);
    expect(items[0]?.quantity).toBe(3);
    expect(isAtStockLimit(items[0]!)).toBe(true);
    expect(maxStockMessage(3)).toBe("Maximum stock reached (3 available)");
  });

  it("ignores a product without an _id or a price", () => {
    expect(isValidProduct({ ...oud, _id: undefined })).toBe(false);
    expect(isValidProduct({ ...oud, price: undefined })).toBe(false);
    expect(isValidProduct({ ...oud, price: "abc" })).toBe(false);
    const items = addToCart([], { ...oud, price: null });
    expect(items).toEqual([]);
  });

  it("does not add a sold-out product", () => {
    expect(addToCart([], { ...oud, stock: 0 })).toEqual([]);
  });

  it("removes a line by its key", () => {
    const items = addToCart(addToCart([], oud), reed);
    expect(removeFromCart(items, cartLineKey(oud)).map((item) => item._id)).toEqual(["p-reed"]);
  });

  it("sets quantities, ignoring values below 1, falling back to 1 for non-numbers and capping at stock", () => {
    const items = addToCart([], reed, 4);
    const line = cartLineKey(reed);
    expect(updateCartQuantity(items, line, 7)[0]?.quantity).toBe(7);
    expect(updateCartQuantity(items, line, "9")[0]?.quantity).toBe(9);
    expect(updateCartQuantity(items, line, 0)).toBe(items);
    expect(updateCartQuantity(items, line, -2)).toBe(items);
    expect(updateCartQuantity(items, line, "abc")[0]?.quantity).toBe(1);
    expect(updateCartQuantity(items, line, 50)[0]?.quantity).toBe(20);
  });

  it("clamps between 1 and the stock", () => {
    expect(clampQuantity(0, 5)).toBe(1);
    expect(clampQuantity(8, 5)).toBe(5);
    expect(clampQuantity(2.7, 5)).toBe(2);
    expect(clampQuantity(4, 0)).toBe(1);
  });

  it("counts the sum of quantities and totals to the kobo", () => {
    let items = addToCart([], reed, 3);
    items = addToCart(items, oud, 2);
    expect(cartCount(items)).toBe(5);
    expect(cartDisplayTotal(items)).toBe(42000.5 * 3 + 145000 * 2);
    expect(cartCount([])).toBe(0);
  });

  it("applies fresh stock from the server, capping quantities and dropping vanished products", () => {
    let items = addToCart([], reed, 10);
    items = addToCart(items, oud, 1);
    const fresh = applyServerCart(items, { stock: { "p-reed": 4 }, prices: {}, sizes: {} });
    expect(fresh).toEqual([expect.objectContaining({ _id: "p-reed", stock: 4, quantity: 4 })]);
  });

  it("takes the server's price now and keeps the one the shopper saw when adding, to say it changed", () => {
    const items = addToCart([], reed, 1);
    const before = items[0];
    expect(before && priceChangedSinceAdded(before)).toBe(false);
    const [repriced] = applyServerCart(items, { stock: { "p-reed": 9 }, prices: { "p-reed": 17_500 }, sizes: {} });
    expect(repriced).toMatchObject({ price: 17_500, addedPrice: before?.price });
    expect(repriced && priceChangedSinceAdded(repriced)).toBe(true);
    expect(cartDisplayTotal([{ ...repriced!, quantity: 2 }])).toBe(35_000);
  });

  it("keeps two sizes of one product as two lines, each with its own stock and price from the server, and drops a size that is gone", () => {
    const small = { ...oud, sizeId: "s30", sizeLabel: "30 ml", price: 62000, stock: 3 };
    const large = { ...oud, sizeId: "s100", sizeLabel: "100 ml", price: 145000, stock: 2 };
    let items = addToCart(addToCart(addToCart([], small, 1), large, 1), small, 1);
    expect(items.map(({ sizeId, sizeLabel, quantity }) => ({ sizeId, sizeLabel, quantity }))).toEqual([
      { sizeId: "s30", sizeLabel: "30 ml", quantity: 2 },
      { sizeId: "s100", sizeLabel: "100 ml", quantity: 1 },
    ]);
    items = updateCartQuantity(items, cartLineKey(large), 5);
    expect(items[1]?.quantity).toBe(2);
    const fresh = applyServerCart(items, { stock: {}, prices: {}, sizes: { "p-oud": { s30: { stock: 1, price: 60000 } } } });
    expect(fresh).toEqual([expect.objectContaining({ sizeId: "s30", stock: 1, quantity: 1, price: 60000 })]);
    expect(removeFromCart(items, cartLineKey(small)).map((item) => item.sizeId)).toEqual(["s100"]);
    expect(parseStoredCart(JSON.stringify(items)).map(cartLineKey)).toEqual(["p-oud/s30", "p-oud/s100"]);
  });

  it("restores only well-formed lines from storage", () => {
    const stored: unknown[] = [
      { _id: "a", brand: "B", name: "N", type: "Diffuser", price: "100", image: "/x.svg", stock: 5, quantity: 2 },
      { _id: "a", brand: "dup", name: "N", type: "Diffuser", price: 1, stock: 5, quantity: 1 },
      { brand: "no id", price: 5 },
      { _id: "b", brand: "no price" },
      { _id: "c", brand: "B", name: "N", type: "Candle", price: 10, stock: 2, quantity: 99 },
      "junk",
    ];
    const items: CartItem[] = parseStoredCart(JSON.stringify(stored));
    expect(items).toEqual([
      // A cart stored before lines kept their added price counts its price as the added one.
      { _id: "a", brand: "B", name: "N", type: "Diffuser", price: 100, addedPrice: 100, image: "/x.svg", stock: 5, quantity: 2 },
      { _id: "c", brand: "B", name: "N", type: "Perfume", price: 10, addedPrice: 10, image: "/products/placeholder.svg", stock: 2, quantity: 2 },
    ]);
    expect(parseStoredCart("{not json")).toEqual([]);
    expect(parseStoredCart(null)).toEqual([]);
    expect(parseStoredCart('{"a":1}')).toEqual([]);
  });
});
