import { Types } from "mongoose";
import { POST as initialize } from "@/app/api/payment/initialize/route";
import { PUT as thresholdRoute } from "@/app/api/products/stock-history/[id]/route";
import { PUT as update } from "@/app/api/products/update/[id]/route";
import { noteLowStock } from "@/lib/catalog/stock-history";
import { takeStock } from "@/lib/checkout/holds";
import { mailLowStock } from "@/lib/checkout/low-stock";
import { GET as getSettings, PUT as putSettings } from "@/app/api/settings/route";
import type { StoreSettings } from "@/lib/settings/schemas";
import { MailMessage } from "@/models/mail-message";
import { Product } from "@/models/product";
import { freshAdminEachTest } from "../support/admin-session";
import { setupTestDatabase } from "../support/database";
import { createProduct, initializeBody } from "../support/order-fixtures";
import { callRoute, type ApiAnswer } from "../support/request";
import { withLocalUploads } from "../support/uploads";

setupTestDatabase();
jest.setTimeout(60_000);
withLocalUploads("scents-low-stock-test-");

const admin = freshAdminEachTest();

const lowStockMails = () => MailMessage.find({ kind: "owner-low-stock" }).sort({ _id: 1 }).lean();

let shopper = 0;
const order = async (productId: string, quantity: number) => {
  shopper += 1;
  const body = initializeBody([{ product: productId, quantity }], { method: "bank", email: `shopper${shopper}@example.com` });
  const placed = await callRoute<ApiAnswer>(initialize, { method: "POST", body });
  expect(placed.status).toBe(200);
};

/** The owner types a new stock figure into the product form. */
async function setStock(id: string, stock: number) {
  const product = await Product.findById(id).lean();
  const form = new FormData();
  for (const [field, value] of Object.entries({ brand: product!.brand, name: product!.name, type: product!.type, description: product!.description, price: String(product!.price), stock: String(stock) })) form.append(field, value);
  expect((await callRoute<ApiAnswer, { id: string }>(update, { method: "PUT", form, headers: admin.auth, params: { id } })).status).toBe(200);
}

describe("low-stock e-mails", () => {
  it("e-mails the owner once when two orders take a size below the store's figure at once, not once per order", async () => {
    const { _id: id } = await createProduct({ brand: "Maison Lagos", name: "Midnight Oud", stock: 6 });
    await Promise.all([order(id, 1), order(id, 1)]);
    expect((await Product.findById(id).lean())?.stock).toBe(4);
    let mails = await lowStockMails();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: admin.user.email, data: { productId: id, product: "Maison Lagos Midnight Oud", threshold: 5 } });
    expect([4, 5]).toContain((mails[0]!.data as { stock: number }).stock);

    // Still low: a third order says nothing more.
    await order(id, 1);
    await mailLowStock();
    expect(await lowStockMails()).toHaveLength(1);

    // Restocked above the figure, then sold down to it again: a new fall, a new e-mail.
    await setStock(id, 12);
    await order(id, 7);
    mails = await lowStockMails();
    expect(mails).toHaveLength(2);
    expect(mails[1]?.data).toMatchObject({ stock: 5, threshold: 5 });
  });

  it("follows the store's figure, the product's own over it, and an owner's edit down to it (e-mailed by the sweep's run)", async () => {
    const settings = (await callRoute<StoreSettings>(getSettings, {})).body;
    expect(settings.lowStockThreshold).toBe(5);
    const refused = await callRoute<ApiAnswer>(putSettings, { method: "PUT", body: { ...settings, lowStockThreshold: -1 }, headers: admin.auth });
    expect(refused.body.fieldErrors?.lowStockThreshold).toEqual(["Low-stock alert must be a whole number from 0 to 10000"]);
    expect((await callRoute(putSettings, { method: "PUT", body: { ...settings, lowStockThreshold: 2 }, headers: admin.auth })).status).toBe(200);
    const { _id: id } = await createProduct({ stock: 6 });
    await order(id, 3);
    expect(await lowStockMails()).toHaveLength(0);
    expect((await callRoute<ApiAnswer, { id: string }>(thresholdRoute, { method: "PUT", body: { lowStockThreshold: 3 }, headers: admin.auth, params: { id } })).status).toBe(200);
    await mailLowStock();
    expect(await lowStockMails()).toHaveLength(1);

    // Back to the store's 2: the size at 3 is above it, so its next fall is new.
    expect((await callRoute<ApiAnswer, { id: string }>(thresholdRoute, { method: "PUT", body: { lowStockThreshold: null }, headers: admin.auth, params: { id } })).status).toBe(200);
    await setStock(id, 1);
    expect(await mailLowStock()).toBe(1);
    expect((await lowStockMails()).map((mail) => (mail.data as { stock: number }).stock)).toEqual([3, 1]);
  });

  it("records one fall among twenty racing takes and one message among racing senders", async () => {
    const { _id: id } = await createProduct({ stock: 25 });
    // Each take followed by its check, as a placement does, all at once.
    await Promise.all(Array.from({ length: 20 }, async () => (await takeStock(id, null, new Types.ObjectId(), 1)) === "taken" && noteLowStock([id])));
    const product = await Product.findById(id, { lowSizes: 1, stock: 1 }).lean();
    expect(product?.stock).toBe(5);
    expect(product?.lowSizes).toHaveLength(1);
    const sent = await Promise.all([mailLowStock(), mailLowStock(), mailLowStock()]);
    expect(sent.reduce((sum, count) => sum + count, 0)).toBe(1);
    expect(await lowStockMails()).toHaveLength(1);
  });
});
