import { POST as quote } from "@/app/api/checkout/quote/route";
import { GET as readSizeDrops, PUT as saveSizeDrops } from "@/app/api/products/drop/[id]/sizes/route";
import { POST as initialize } from "@/app/api/payment/initialize/route";
import { findProductById } from "@/lib/catalog/products";
import { CLIENT_ADDRESS_HEADER } from "@/lib/http/client-address";
import { Product } from "@/models/product";
import { freshAdminEachTest } from "../support/admin-session";
import { setupTestDatabase } from "../support/database";
import { createSizedProduct, initializeBody } from "../support/order-fixtures";
import { editStock } from "../support/stock-edits";
import { useTestMode } from "../support/paystack-stub";
import { callRoute } from "../support/request";

setupTestDatabase();
const session = freshAdminEachTest();
beforeAll(() => useTestMode());

const SIZES = [
  { label: "50 ml", volumeMl: 50, price: 95000, stock: 10, sku: "DROP-50" },
  { label: "100 ml", volumeMl: 100, price: 145000, stock: 10, sku: "DROP-100" },
];
let made = 0;
const sizedProduct = () => {
  made += 1;
  return createSizedProduct(SIZES.map((size) => ({ ...size, sku: `${size.sku}-${made}` })), `Oud Eclipse ${made}`);
};

let shopper = 0;
const nextAddress = () => {
  shopper += 1;
  return `10.48.${Math.floor(shopper / 250)}.${(shopper % 250) + 1}`;
};

function order(product: string, size: string) {
  return callRoute<{ reason?: string; message?: string; fieldErrors?: Record<string, string[]> }>(initialize, {
    method: "POST",
    url: "/api/payment/initialize",
    body: initializeBody([{ product, size, quantity: 1 }], { email: `size-drop${shopper}@example.com` }),
    headers: { [CLIENT_ADDRESS_HEADER]: nextAddress() },
  });
}

function quoteOf(items: { productId: string; sizeId: string; quantity: number }[]) {
  return callRoute<{ reason?: string; message?: string; fieldErrors?: Record<string, string[]> }>(quote, {
    method: "POST",
    url: "/api/checkout/quote",
    body: { items, orderDetails: { shippingMethodId: "standard" } },
    headers: { [CLIENT_ADDRESS_HEADER]: nextAddress() },
  });
}

function sizeDrops(productId: string, sizes: { sizeId: string; onSaleAt: string }[], auth = session.auth) {
  return callRoute<{ sizes: { sizeId: string; label: string; onSaleAt: string | null }[]; fieldErrors?: Record<string, string[]> }>(saveSizeDrops, {
    method: "PUT",
    url: `/api/products/drop/${productId}/sizes`,
    params: { id: productId },
    body: { sizes },
    headers: auth,
  });
}

const sizeStock = async (productId: string) => ((await Product.findById(productId).lean())?.sizes ?? []).map((size) => size.stock);

describe("a drop per size", () => {
  it("refuses the size before its time on its field, sells the other sizes, and takes it from that moment", async () => {
    const { id, sizeIds } = await sizedProduct();
    const [small, large] = sizeIds as [string, string];
    const onSaleAt = new Date(Date.now() + 4000);
    expect((await sizeDrops(id, [{ sizeId: large, onSaleAt: onSaleAt.toISOString() }, { sizeId: small, onSaleAt: "" }])).status).toBe(200);

    const early = await order(id, large);
    expect([early.status, early.body.reason]).toEqual([409, "not-on-sale"]);
    expect(early.body.message).toMatch(/^Maison Lagos Oud Eclipse \d+ in 100 ml is not on sale yet: it goes on sale (\w{3} \d{1,2} \w{3} )?at \d/);
    expect(Object.keys(early.body.fieldErrors ?? {})).toEqual(["orderDetails.orderItems.0.size"]);
    const earlyQuote = await quoteOf([
      { productId: id, sizeId: small, quantity: 1 },
      { productId: id, sizeId: large, quantity: 1 },
    ]);
    expect([earlyQuote.status, earlyQuote.body.reason]).toEqual([409, "not-on-sale"]);
    expect(Object.keys(earlyQuote.body.fieldErrors ?? {})).toEqual(["items.1.sizeId"]);
    expect(await sizeStock(id)).toEqual([10, 10]);

    expect((await order(id, small)).status).toBe(200);
    expect((await quoteOf([{ productId: id, sizeId: small, quantity: 1 }])).status).toBe(200);
    expect(await sizeStock(id)).toEqual([9, 10]);

    await new Promise((resolve) => setTimeout(resolve, onSaleAt.getTime() - Date.now() + 5));
    expect((await order(id, large)).status).toBe(200);
    expect(await sizeStock(id)).toEqual([9, 9]);
  }, 30_000);

  it("is shown on the size in the product's view and kept when the product form saves the sizes again", async () => {
    const { id, sizeIds } = await sizedProduct();
    const at = "2030-11-27T20:00:00+01:00";
    await sizeDrops(id, [{ sizeId: sizeIds[1] as string, onSaleAt: at }]);
    const view = await findProductById(id);
    expect(view?.sizes.map((size) => size.onSaleAt)).toEqual([null, "2030-11-27T19:00:00.000Z"]);
    expect(view?.onSaleAt).toBeNull();
    // The product form rewrites the sizes, not their drops.
    await editStock(id, [4, 15], session.auth);
    expect(await sizeStock(id)).toEqual([4, 15]);
    expect((await findProductById(id))?.sizes[1]?.onSaleAt).toBe("2030-11-27T19:00:00.000Z");
    await sizeDrops(id, [{ sizeId: sizeIds[1] as string, onSaleAt: "" }]);
    expect((await findProductById(id))?.sizes.map((size) => size.onSaleAt)).toEqual([null, null]);
  });

  it("is set by the owner with field errors for what it cannot read or a size the product no longer sells, and read back", async () => {
    const { id, sizeIds } = await sizedProduct();
    const [small, large] = sizeIds as [string, string];
    const unreadable = await sizeDrops(id, [{ sizeId: small, onSaleAt: "tonight" }]);
    expect(unreadable.status).toBe(400);
    expect(Object.keys(unreadable.body.fieldErrors ?? {})).toEqual(["sizes.0.onSaleAt"]);
    const gone = await sizeDrops(id, [
      { sizeId: large, onSaleAt: "2030-11-27T20:00:00+01:00" },
      { sizeId: "65f0000000000000000000ff", onSaleAt: "2030-11-27T20:00:00+01:00" },
    ]);
    expect(gone.status).toBe(400);
    expect(gone.body.fieldErrors).toEqual({ "sizes.1.sizeId": ["This size is no longer sold: reload the page"] });
    expect((await Product.findById(id).lean())?.sizeDrops ?? []).toEqual([]);

    await sizeDrops(id, [{ sizeId: large, onSaleAt: "2030-11-27T20:00:00+01:00" }]);
    const read = await callRoute<{ sizes: { sizeId: string; label: string; onSaleAt: string | null }[] }>(readSizeDrops, { method: "GET", url: `/api/products/drop/${id}/sizes`, params: { id }, headers: session.auth });
    expect(read.body.sizes).toEqual([
      { sizeId: small, label: "50 ml", onSaleAt: null },
      { sizeId: large, label: "100 ml", onSaleAt: "2030-11-27T19:00:00.000Z" },
    ]);
  });

  it("is the owner's and the product staff's only", async () => {
    const { id, sizeIds } = await sizedProduct();
    const anonymous = await sizeDrops(id, [{ sizeId: sizeIds[0] as string, onSaleAt: "2030-11-27T20:00:00+01:00" }], {});
    expect(anonymous.status).toBe(401);
    expect((await Product.findById(id).lean())?.sizeDrops ?? []).toEqual([]);
  });
});
