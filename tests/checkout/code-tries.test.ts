import { PUT as saveDraft } from "@/app/api/checkout/draft/route";
import { POST as quote } from "@/app/api/checkout/quote/route";
import { CODE_TRIES, newDraftsPerClient, TOO_MANY_CHECKOUTS, TOO_MANY_CODES } from "@/lib/checkout/checkout-limits";
import { DRAFT_COOKIE } from "@/lib/checkout/draft-cookie";
import { CLIENT_ADDRESS_HEADER } from "@/lib/http/client-address";
import { consumeDistinct } from "@/lib/rate-limit/rate-limit";
import type { Quote } from "@/lib/pricing/pricing";
import { shopDay } from "@/lib/calendar/shop-calendar";
import { CheckoutDraft } from "@/models/checkout-draft";
import { Promotion } from "@/models/promotion";
import { clearDatabase, setupTestDatabase } from "../support/database";
import { createProduct, EMAIL, SHIPPING } from "../support/order-fixtures";
import { callRoute, type ApiAnswer } from "../support/request";

setupTestDatabase();
// Each case asks for dozens of quotes, as the attacks do.
jest.setTimeout(60_000);
const NEW_DRAFTS = newDraftsPerClient();
afterEach(() => clearDatabase());

type QuoteAnswer = ApiAnswer & { reason?: string; quote: Quote };
const DAY = 86_400_000;

const cart = (productId: string, promoCode?: string) => ({ items: [{ productId, quantity: 1 }], orderDetails: { shippingMethodId: "standard", ...(promoCode ? { promoCode } : {}) } });
const headers = (client: string, draftId?: string) => ({ [CLIENT_ADDRESS_HEADER]: client, ...(draftId ? { cookie: `${DRAFT_COOKIE}=${draftId}` } : {}) });
const askQuote = (body: unknown, client: string, draftId?: string) =>
  callRoute<QuoteAnswer>(quote, { method: "POST", url: "/api/checkout/quote", body, headers: headers(client, draftId) });
const draftIdOf = (answer: { headers: Headers }) => /scents_checkout=([^;]+)/.exec(answer.headers.get("set-cookie") ?? "")?.[1];

async function staffCode() {
  return Promotion.create({ name: "Staff", code: "STAFF30", discount: 30, startDate: shopDay(new Date(Date.now() - DAY)), endDate: shopDay(new Date(Date.now() + DAY)) });
}

describe("promotion codes tried at checkout", () => {
  it("cuts one client off with 429 after ten distinct codes, even with a fresh checkout for each, while another client's real code still works", async () => {
    await staffCode();
    const perfume = await createProduct({ stock: 5 });
    const statuses: number[] = [];
    let refused: QuoteAnswer | null = null;
    // A word list from every address of one /64, never keeping the cookie.
    for (let index = 0; index < 60; index += 1) {
      const answer = await askQuote(cart(perfume._id, `GUESS${index}`), `2001:db8:44:1::${index.toString(16)}`);
      statuses.push(answer.status);
      if (answer.status === 429) refused ??= answer.body;
    }
    expect(statuses.slice(0, CODE_TRIES.limit).every((status) => status === 200)).toBe(true);
    expect(statuses.slice(CODE_TRIES.limit).every((status) => status === 429)).toBe(true);
    expect(refused).toMatchObject({ success: false, code: "TOO_MANY_REQUESTS", message: TOO_MANY_CODES, reason: "too-many-codes" });
    // Even the real code is refused to that client now, so it learns nothing.
    expect((await askQuote(cart(perfume._id, "STAFF30"), "2001:db8:44:1::ffff")).status).toBe(429);

    const shopper = await askQuote(cart(perfume._id, "staff30"), "198.51.100.20");
    expect(shopper.status).toBe(200);
    expect(shopper.body.quote.promo).toMatchObject({ code: "STAFF30" });
  });

  it("counts a code once however often it is asked, and limits one checkout across addresses", async () => {
    const perfume = await createProduct({ stock: 5 });
    const first = await askQuote(cart(perfume._id, "HELLO"), "10.44.0.1");
    const draftId = draftIdOf(first);
    expect(draftId).toBeDefined();
    for (let index = 0; index < 20; index += 1) expect((await askQuote(cart(perfume._id, "hello"), "10.44.0.1", draftId)).status).toBe(200);
    // The same checkout carried from address to address (a botnet sharing one cookie).
    for (let index = 1; index < CODE_TRIES.limit; index += 1) expect((await askQuote(cart(perfume._id, `TRY${index}`), `10.45.0.${index}`, draftId)).status).toBe(200);
    const over = await askQuote(cart(perfume._id, "ONE-MORE"), "10.46.0.1", draftId);
    expect(over.status).toBe(429);
    expect(over.body.message).toBe(TOO_MANY_CODES);
    // The checkout itself goes on: a quote without a new code is answered.
    expect((await askQuote(cart(perfume._id), "10.46.0.1", draftId)).status).toBe(200);
  });

  it("counts codes sent with the address too", async () => {
    const perfume = await createProduct({ stock: 5 });
    const client = "10.47.0.1";
    for (let index = 0; index < CODE_TRIES.limit; index += 1) expect((await askQuote(cart(perfume._id, `PRE${index}`), client)).status).toBe(200);
    const proceed = await callRoute<QuoteAnswer>(saveDraft, {
      method: "PUT",
      url: "/api/checkout/draft",
      body: { ...cart(perfume._id, "SNEAKY"), contact: { ...SHIPPING, email: EMAIL } },
      headers: headers(client),
    });
    expect(proceed.status).toBe(429);
    expect(proceed.body.message).toBe(TOO_MANY_CODES);
  });

  it("lets exactly the limit of distinct values through when they arrive at once", async () => {
    const now = new Date(Date.now() + 3_600_000);
    const results = await Promise.all(Array.from({ length: 30 }, (_, index) => consumeDistinct("codes:race", `CODE${index}`, CODE_TRIES, now)));
    expect(results.filter((result) => result.allowed)).toHaveLength(CODE_TRIES.limit);
  });
});

describe("checkout drafts", () => {
  it("are created on a client's first quote and reused with the cookie; a client starting checkouts without it is bounded", async () => {
    const perfume = await createProduct({ stock: 5 });
    const first = await askQuote(cart(perfume._id), "10.48.0.1");
    const draftId = draftIdOf(first);
    for (let index = 0; index < 5; index += 1) expect(draftIdOf(await askQuote(cart(perfume._id), "10.48.0.1", draftId))).toBe(draftId);
    expect(await CheckoutDraft.countDocuments()).toBe(1);

    for (let index = 0; index < NEW_DRAFTS.limit; index += 1) expect((await askQuote(cart(perfume._id), `2001:db8:48::${index.toString(16)}`)).status).toBe(200);
    const over = await askQuote(cart(perfume._id), "2001:db8:48::beef");
    expect(over.status).toBe(429);
    expect(over.body.message).toBe(TOO_MANY_CHECKOUTS);
    expect(await CheckoutDraft.countDocuments()).toBe(1 + NEW_DRAFTS.limit);
    // Its own checkout still goes on.
    expect((await askQuote(cart(perfume._id), "10.48.0.1", draftId)).status).toBe(200);
  });
});
