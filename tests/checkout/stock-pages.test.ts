import { POST as initialize } from "@/app/api/payment/initialize/route";
import { revalidateTagsOnBeat } from "@/lib/cache/revalidate";
import { nextBeat } from "@/lib/cache/shared-store.mjs";
import { ALL_PRODUCTS_TAG, productTag, STOCK_ALERTS_TAG, STOCK_LABELS_TAG } from "@/lib/cache/tags";
import { changeOrderStatus } from "@/lib/orders/order-status";
import { CLIENT_ADDRESS_HEADER } from "@/lib/http/client-address";
import { tagsRevalidatedSince } from "../support/cache";
import { clearDatabase, setupTestDatabase } from "../support/database";
import { createProduct, createSizedProduct, initializeBody } from "../support/order-fixtures";
import { useTestMode } from "../support/paystack-stub";
import { callRoute } from "../support/request";

// Counted, not replaced: every call still expires the tags in the shared store.
jest.mock("@/lib/cache/revalidate", () => {
  const actual = jest.requireActual<typeof import("@/lib/cache/revalidate")>("@/lib/cache/revalidate");
  return { ...actual, revalidateTagsOnBeat: jest.fn(actual.revalidateTagsOnBeat) };
});

setupTestDatabase();

let shopper = 0;
async function order(items: { product: string; size?: string; quantity: number }[], method: "card" | "bank" = "card") {
  shopper += 1;
  const { status, body } = await callRoute<{ data: { orderId: string } }>(initialize, {
    method: "POST",
    url: "/api/payment/initialize",
    body: initializeBody(items, { method, email: `shopper${shopper}@example.com` }),
    headers: { [CLIENT_ADDRESS_HEADER]: `10.9.0.${shopper}` },
  });
  expect(status).toBe(200);
  return body.data.orderId;
}

/** Stock moves expire their pages on the next beat of the stock clock (within a second). */
const afterTheBeat = () => new Promise((resolve) => setTimeout(resolve, nextBeat() - Date.now()));

const watched = (...ids: string[]) => [...ids.map(productTag), ALL_PRODUCTS_TAG, STOCK_LABELS_TAG];

beforeAll(() => useTestMode());
afterEach(async () => {
  jest.mocked(revalidateTagsOnBeat).mockClear();
  await clearDatabase();
});

describe("cached pages after an order moves stock", () => {
  it("expires an ordered product's own page, once for the whole order, when it comes to say its count, and leaves every other product's page", async () => {
    const [a, b, other] = [await createProduct({ stock: 7 }), await createProduct({ stock: 8 }), await createProduct({ stock: 7 })];
    jest.mocked(revalidateTagsOnBeat).mockClear();
    const since = Date.now();
    // 7 and 8 are "In stock"; 5 and 4 are "Only 5 left" and "Only 4 left".
    await order([
      { product: a._id, quantity: 2 },
      { product: b._id, quantity: 4 },
    ]);
    await afterTheBeat();
    expect(await tagsRevalidatedSince(since, watched(a._id, b._id, other._id))).toEqual([productTag(a._id), productTag(b._id), STOCK_LABELS_TAG]);
    expect(revalidateTagsOnBeat).toHaveBeenCalledTimes(1);
  });

  it("leaves a product's page cached when the order leaves what it says: 'In stock' before and after", async () => {
    const plenty = await createProduct({ stock: 20_000 });
    const since = Date.now();
    await order([{ product: plenty._id, quantity: 3 }]);
    await afterTheBeat();
    expect(await tagsRevalidatedSince(since, watched(plenty._id))).toEqual([]);
  });

  it("expires a product's page when one of its sizes sells out, though the product as a whole has plenty", async () => {
    const { id, sizeIds } = await createSizedProduct([
      { label: "50 ml", volumeMl: 50, price: 30000, stock: 1, sku: "PAGE-50" },
      { label: "100 ml", volumeMl: 100, price: 50000, stock: 40, sku: "PAGE-100" },
    ]);
    const since = Date.now();
    await order([{ product: id, size: sizeIds[0], quantity: 1 }]);
    await afterTheBeat();
    expect(await tagsRevalidatedSince(since, watched(id))).toEqual([productTag(id)]);
  });

  it("leaves a product's page cached when an order takes a size with plenty left, though another of its sizes shows its count", async () => {
    const { id, sizeIds } = await createSizedProduct([
      { label: "50 ml", volumeMl: 50, price: 30000, stock: 20_000, sku: "DROP-50" },
      { label: "100 ml", volumeMl: 100, price: 50000, stock: 3, sku: "DROP-100" },
    ]);
    const since = Date.now();
    await order([{ product: id, size: sizeIds[0], quantity: 1 }]);
    await afterTheBeat();
    expect(await tagsRevalidatedSince(since, watched(id))).toEqual([]);
  });

  it("expires the listings as well when the order changes what they say of a product's stock", async () => {
    const few = await createProduct({ stock: 6 });
    const since = Date.now();
    // 6 is "In stock"; 4 is "Only 4 left".
    await order([{ product: few._id, quantity: 2 }]);
    await afterTheBeat();
    expect(await tagsRevalidatedSince(since, watched(few._id))).toEqual([productTag(few._id), STOCK_LABELS_TAG]);
  });

  it("expires the product's page again when a cancelled order gives its units back", async () => {
    const product = await createProduct({ stock: 3 });
    const orderNumber = await order([{ product: product._id, quantity: 1 }], "bank");
    const since = Date.now();
    await changeOrderStatus(orderNumber, "Cancelled");
    await afterTheBeat();
    expect(await tagsRevalidatedSince(since, watched(product._id))).toEqual([productTag(product._id), STOCK_LABELS_TAG]);
  });

  it("expires the owner's stock alerts with every order's stock move, placed or given back", async () => {
    const product = await createProduct({ stock: 40 });
    const placedSince = Date.now();
    const orderNumber = await order([{ product: product._id, quantity: 1 }], "bank");
    await afterTheBeat();
    expect(await tagsRevalidatedSince(placedSince, [STOCK_ALERTS_TAG])).toEqual([STOCK_ALERTS_TAG]);
    const cancelledSince = Date.now();
    await changeOrderStatus(orderNumber, "Cancelled");
    await afterTheBeat();
    expect(await tagsRevalidatedSince(cancelledSince, [STOCK_ALERTS_TAG])).toEqual([STOCK_ALERTS_TAG]);
  });
});
