import { PUT as saveDraft } from "@/app/api/checkout/draft/route";
import { POST as quote } from "@/app/api/checkout/quote/route";
import { POST as initialize } from "@/app/api/payment/initialize/route";
import { DRAFT_LIFETIME_MS, findPaymentDraft } from "@/lib/checkout/draft";
import { DRAFT_COOKIE } from "@/lib/checkout/draft-cookie";
import { CLIENT_ADDRESS_HEADER } from "@/lib/http/client-address";
import type { Quote } from "@/lib/pricing/pricing";
import { CheckoutDraft } from "@/models/checkout-draft";
import { Order } from "@/models/order";
import { Product } from "@/models/product";
import { clearDatabase, setupTestDatabase } from "../support/database";
import { createProduct, EMAIL, initializeBody, SHIPPING, stockOf } from "../support/order-fixtures";
import { callRoute, type ApiAnswer } from "../support/request";

setupTestDatabase();
afterEach(() => clearDatabase());

type Answer<T> = ApiAnswer & { reason?: string } & T;
type Placed = { orderId: string; amount: number };

let shopper = 0;
const headersFor = (draftId?: string) => ({
  [CLIENT_ADDRESS_HEADER]: `10.9.0.${++shopper}`,
  ...(draftId ? { cookie: `${DRAFT_COOKIE}=${draftId}` } : {}),
});

/** The id the answer set in the draft cookie, and the cookie's attributes. */
function draftCookieOf(headers: Headers): { id: string; attributes: string } {
  const cookie = headers.get("set-cookie") ?? "";
  const [pair = "", ...attributes] = cookie.split(";").map((part) => part.trim());
  expect(pair.startsWith(`${DRAFT_COOKIE}=`)).toBe(true);
  return { id: pair.slice(DRAFT_COOKIE.length + 1), attributes: attributes.join("; ") };
}

const cart = (productId: string, quantity = 1) => ({ items: [{ productId, quantity }], orderDetails: { shippingMethodId: "standard" } });
const contact = { ...SHIPPING, email: EMAIL };

const askQuote = (body: unknown, draftId?: string) =>
  callRoute<Answer<{ quote: Quote }>>(quote, { method: "POST", url: "/api/checkout/quote", body, headers: headersFor(draftId) });
const proceed = (body: unknown, draftId?: string) =>
  callRoute<Answer<{ quote: Quote }>>(saveDraft, { method: "PUT", url: "/api/checkout/draft", body, headers: headersFor(draftId) });
const pay = (body: unknown, draftId?: string) =>
  callRoute<Answer<{ data: Placed }>>(initialize, { method: "POST", url: "/api/payment/initialize", body, headers: headersFor(draftId) });

describe("the checkout draft", () => {
  it("keeps the quote under an httpOnly cookie and the same draft across quotes", async () => {
    const perfume = await createProduct({ price: 45000, stock: 5 });
    const first = await askQuote(cart(perfume._id));
    expect(first.status).toBe(200);
    const { id, attributes } = draftCookieOf(first.headers);
    expect(id).toMatch(/^[\w-]{24}$/);
    expect(attributes).toMatch(/HttpOnly/i);
    expect(attributes).toMatch(/SameSite=lax/i);
    expect(attributes).toMatch(/Path=\//);

    const second = await askQuote(cart(perfume._id, 2), id);
    expect(draftCookieOf(second.headers).id).toBe(id);
    expect(await CheckoutDraft.countDocuments()).toBe(1);
    expect((await CheckoutDraft.findById(id).lean())?.quote.total).toBe(second.body.quote.total);
  });

  it("starts a new draft when the cookie names one that is gone or forged", async () => {
    const perfume = await createProduct({ stock: 5 });
    const answer = await askQuote(cart(perfume._id), "made-up-by-a-shopper");
    expect(draftCookieOf(answer.headers).id).not.toBe("made-up-by-a-shopper");
    expect(await CheckoutDraft.findById("made-up-by-a-shopper")).toBeNull();
  });

  it("places the order from the draft at the prices the payment page showed, ignoring any amount sent", async () => {
    const perfume = await createProduct({ price: 45000, stock: 5 });
    const saved = await proceed({ ...cart(perfume._id, 2), contact });
    expect(saved.status).toBe(200);
    const { id } = draftCookieOf(saved.headers);
    // 90000 + 7.5% tax + 5000 Standard Shipping.
    expect(saved.body.quote.total).toBe(101750);
    expect(await findPaymentDraft(id)).toMatchObject({ quote: { total: 101750 }, contact: { email: EMAIL, fullName: SHIPPING.fullName } });

    const placed = await pay({ method: "card", amount: 1 }, id);
    expect(placed.status).toBe(200);
    expect(placed.body.data.amount).toBe(101750);
    expect(placed.headers.get("set-cookie")).toMatch(new RegExp(`${DRAFT_COOKIE}=;`));
    const order = await Order.findOne({ orderNumber: placed.body.data.orderId }).lean();
    expect(order).toMatchObject({ email: EMAIL, totalPrice: 101750, shipping: { fullName: SHIPPING.fullName, state: "Lagos" } });
    expect(await stockOf(perfume._id)).toBe(3);
    // The address is not kept once the order holds it.
    expect(await CheckoutDraft.countDocuments()).toBe(0);

    const again = await pay({ method: "card" }, id);
    expect(again).toMatchObject({ status: 409, body: { reason: "checkout-gone" } });
    expect(await Order.countDocuments()).toBe(1);
  });

  it("sets and clears the cookie with Secure when the shop's address is https, though the request came over http", async () => {
    const configured = process.env.NEXTAUTH_URL;
    process.env.NEXTAUTH_URL = "https://shop.example.ng";
    try {
      const perfume = await createProduct({ price: 45000, stock: 5 });
      const saved = await proceed({ ...cart(perfume._id), contact });
      const { id, attributes } = draftCookieOf(saved.headers);
      expect(attributes).toMatch(/\bSecure\b/i);
      const placed = await pay({ method: "card" }, id);
      expect(placed.status).toBe(200);
      const cleared = draftCookieOf(placed.headers);
      expect(cleared.id).toBe("");
      expect(cleared.attributes).toMatch(/Max-Age=0/);
      expect(cleared.attributes).toMatch(/\bSecure\b/i);
    } finally {
      if (configured === undefined) delete process.env.NEXTAUTH_URL;
      else process.env.NEXTAUTH_URL = configured;
    }
  });

  it("refuses to charge a total the shopper did not see, and shows the new one on the next visit", async () => {
    const perfume = await createProduct({ price: 45000, stock: 5 });
    const { id } = draftCookieOf((await proceed({ ...cart(perfume._id), contact })).headers);
    await Product.updateOne({ _id: perfume._id }, { $set: { price: 50000, "sizes.0.price": 50000 } });

    const refused = await pay({ method: "card" }, id);
    expect(refused.status).toBe(409);
    expect(refused.body.reason).toBe("prices-changed");
    // 50000 + 3750 tax + 5000.
    expect(refused.body.message).toContain("₦58,750");
    expect(await Order.countDocuments()).toBe(0);
    expect(await stockOf(perfume._id)).toBe(5);
    expect((await findPaymentDraft(id))?.quote.total).toBe(58750);

    const placed = await pay({ method: "card" }, id);
    expect(placed.status).toBe(200);
    expect(placed.body.data.amount).toBe(58750);
  });

  it("forgets a draft after its lifetime: the payment page has nothing to show and paying is refused", async () => {
    const perfume = await createProduct({ stock: 5 });
    const { id } = draftCookieOf((await proceed({ ...cart(perfume._id), contact })).headers);
    const later = new Date(Date.now() + DRAFT_LIFETIME_MS + 1000);
    expect(await findPaymentDraft(id, later)).toBeNull();
    await CheckoutDraft.updateOne({ _id: id }, { $set: { expiresAt: new Date(Date.now() - 1000) } });
    expect(await pay({ method: "card" }, id)).toMatchObject({ status: 409, body: { reason: "checkout-gone" } });
  });

  it("a quote alone is nothing to pay for: the payment page waits for the address", async () => {
    const perfume = await createProduct({ stock: 5 });
    const { id } = draftCookieOf((await askQuote(cart(perfume._id))).headers);
    expect(await findPaymentDraft(id)).toBeNull();
    expect((await pay({ method: "card" }, id)).body.reason).toBe("checkout-gone");
  });

  it.each([
    [{ ...cart("64b7f0c2a1b2c3d4e5f60718"), contact: { ...contact, email: "not-an-email" } }, "contact.email"],
    [{ ...cart("64b7f0c2a1b2c3d4e5f60718"), contact: { ...contact, state: "Atlantis" } }, "contact.state"],
    [cart("64b7f0c2a1b2c3d4e5f60718"), "contact"],
    [{ items: [{ productId: "x", quantity: 1 }], orderDetails: { shippingMethodId: "standard" }, contact }, "items.0.productId"],
  ])("answers 400 with the field for %j and keeps nothing", async (body, field) => {
    const answer = await proceed(body);
    expect(answer.status).toBe(400);
    expect(answer.body.fieldErrors?.[field]).toEqual([expect.any(String)]);
    expect(answer.headers.get("set-cookie")).toBeNull();
    expect(await CheckoutDraft.countDocuments()).toBe(0);
  });

  it("answers 400 with the field when a bank transfer names no account", async () => {
    const perfume = await createProduct({ stock: 5 });
    const { id } = draftCookieOf((await proceed({ ...cart(perfume._id), contact })).headers);
    const answer = await pay({ method: "bank" }, id);
    expect(answer.status).toBe(400);
    expect(answer.body.fieldErrors?.bankAccount).toEqual(["Please select a bank account"]);
    expect(await Order.countDocuments()).toBe(0);
  });

  it("still takes the spec's whole order from any API client, cookie or not", async () => {
    const perfume = await createProduct({ price: 45000, stock: 5 });
    const { id } = draftCookieOf((await proceed({ ...cart(perfume._id), contact })).headers);
    const placed = await pay(initializeBody([{ product: perfume._id, quantity: 2 }]), id);
    expect(placed.status).toBe(200);
    expect(placed.body.data.amount).toBe(101750);
    // The draft is the shopper's own checkout, untouched by an order placed another way.
    expect(await CheckoutDraft.countDocuments()).toBe(1);
  });
});
