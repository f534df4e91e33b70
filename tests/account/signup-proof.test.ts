import mongoose from "mongoose";
import { POST as saveAddress } from "@/app/api/account/addresses/route";
import { POST as sendProof } from "@/app/api/account/email-proof/route";
import { POST as claimOrders } from "@/app/api/account/orders/claim/route";
import { GET as listOrders } from "@/app/api/account/orders/route";
import { POST as login } from "@/app/api/login/route";
import { POST as submitReview } from "@/app/api/reviews/route";
import { POST as confirmSignup } from "@/app/api/signup/confirm/route";
import { POST as signup } from "@/app/api/signup/route";
import { SIGNUP_TAKEOVER_MESSAGES } from "@/lib/account/signup-schemas";
import { SIGNUP_TAKEOVERS_PER_EMAIL } from "@/lib/account/signup-takeover";
import { EMAIL_TAKEN_MESSAGE } from "@/lib/auth/signup";
import { CLIENT_ADDRESS_HEADER } from "@/lib/http/client-address";
import { REVIEW_MESSAGES } from "@/lib/reviews/eligibility";
import { MailMessage } from "@/models/mail-message";
import { Order } from "@/models/order";
import { PendingSignup } from "@/models/pending-signup";
import { User } from "@/models/user";
import { createTestUser } from "../support/auth";
import { clearDatabase, setupTestDatabase } from "../support/database";
import { createProduct, createTestOrder } from "../support/order-fixtures";
import { callRoute, type ApiAnswer } from "../support/request";

setupTestDatabase();
jest.setTimeout(30_000);

interface Answer extends ApiAnswer {
  token?: string;
  joined?: number;
  confirmByEmail?: boolean;
  orders?: { orderNumber: string }[];
}

beforeEach(() => clearDatabase());

let client = 0;
const from = () => ({ [CLIENT_ADDRESS_HEADER]: `203.0.113.${(client += 1) % 250}` });

const signUp = (body: unknown) => callRoute<Answer>(signup, { method: "POST", url: "/api/signup", headers: from(), body });
const confirm = (body: unknown) => callRoute<Answer>(confirmSignup, { method: "POST", url: "/api/signup/confirm", body });

async function signIn(email: string, password: string) {
  const answer = await callRoute<Answer>(login, { method: "POST", url: "/api/login", headers: from(), body: { email, password } });
  return answer.status === 200 && answer.body.token ? { authorization: `Bearer ${answer.body.token}` } : null;
}

async function signedIn(email: string, password: string) {
  const headers = await signIn(email, password);
  if (!headers) throw new Error(`${email} could not sign in`);
  return headers;
}

const stillSignedIn = async (headers: Record<string, string>) => (await callRoute(listOrders, { url: "/api/account/orders", headers })).status === 200;

async function mailedToken(kind: string, to: string): Promise<string> {
  const mail = await MailMessage.findOne({ kind, to }).sort({ createdAt: -1 }).lean();
  const token = (mail?.data as { token?: unknown } | undefined)?.token;
  if (typeof token !== "string") throw new Error(`no ${kind} mailed to ${to}`);
  return token;
}

/** A delivered order of a new product, placed from the account. */
async function deliveredOrderOf(userId: string) {
  const product = await createProduct();
  const order = await createTestOrder({ status: "Delivered", state: "paid", product: { id: product._id, quantity: 1 } });
  await Order.updateOne({ _id: order._id }, { $set: { customer: new mongoose.Types.ObjectId(userId) } });
  return product._id;
}

const review = (productId: string, headers: Record<string, string>) =>
  callRoute<Answer>(submitReview, { method: "POST", url: "/api/reviews", headers: { ...from(), ...headers }, body: { productId, rating: 5, title: "Lasts all day", text: "Still there after a day in the Lagos heat." } });

describe("e-mail proof at sign-up", () => {
  it("mails the new account a link; until it is followed the account joins no guest order and cannot review", async () => {
    const email = "ngozi@example.com";
    const guestOrder = (await createTestOrder({ email })).orderNumber;
    expect((await signUp({ name: "Ngozi Eze", email, password: "secret-123" })).status).toBe(201);
    expect((await User.findOne({ email }).lean())?.emailUnprovenSince).toBeInstanceOf(Date);
    const mail = await MailMessage.findOne({ to: email }).lean();
    expect(mail?.kind).toBe("signup-email-proof");

    const headers = await signedIn(email, "secret-123");
    const user = await User.findOne({ email }).lean();
    const productId = await deliveredOrderOf(user?._id.toString() ?? "");
    const refused = await review(productId, headers);
    expect([refused.status, refused.body.message]).toEqual([403, REVIEW_MESSAGES.confirmEmail]);
    expect((await callRoute<Answer>(listOrders, { url: "/api/account/orders", headers })).body.orders?.map((order) => order.orderNumber)).not.toContain(guestOrder);

    // The account page's "Send the link again" words it as the sign-up's proof while unproven.
    expect((await callRoute(sendProof, { method: "POST", url: "/api/account/email-proof", headers })).status).toBe(200);
    expect(await MailMessage.countDocuments({ to: email, kind: "signup-email-proof" })).toBe(2);

    const claimed = await callRoute<Answer>(claimOrders, { method: "POST", url: "/api/account/orders/claim", headers, body: { token: await mailedToken("signup-email-proof", email) } });
    expect([claimed.status, claimed.body.joined]).toEqual([200, 1]);
    expect((await User.findOne({ email }).lean())?.emailUnprovenSince).toBeUndefined();
    expect((await review(productId, headers)).status).toBe(201);
  });

  it("counts accounts from before sign-up proof as proven: they review, and their address is taken", async () => {
    const earlier = await createTestUser();
    const productId = await deliveredOrderOf(earlier.id);
    expect((await review(productId, await signedIn(earlier.email, earlier.password))).status).toBe(201);

    const answer = await signUp({ name: "Someone Else", email: earlier.email, password: "secret-456" });
    expect([answer.status, answer.body.message]).toEqual([409, EMAIL_TAKEN_MESSAGE]);
    expect(await MailMessage.countDocuments({ kind: "signup-takeover" })).toBe(0);
  });
});

describe("a later sign-up that proves the address", () => {
  async function squatter(email: string) {
    expect((await signUp({ name: "Mallory Squat", email, password: "squatter-1" })).status).toBe(201);
    const headers = await signedIn(email, "squatter-1");
    const saved = await callRoute(saveAddress, {
      method: "POST",
      url: "/api/account/addresses",
      headers,
      body: { fullName: "Mallory Squat", address: "9 Hidden Close", city: "Ikeja", state: "Lagos", country: "Nigeria", postalCode: "", phoneNumber: "08030000000", makeDefault: true },
    });
    expect(saved.status).toBe(201);
    const user = await User.findOne({ email }).lean();
    const order = await createTestOrder({ email: "mallory@elsewhere.example" });
    await Order.updateOne({ _id: order._id }, { $set: { customer: user?._id } });
    return { headers, userId: user?._id.toString() ?? "", orderId: order._id };
  }

  it("takes over the unproven account once its link is followed: the new password, no addresses or orders of the holder, the holder signed out", async () => {
    const email = "amaka@example.com";
    const held = await squatter(email);

    const answer = await signUp({ name: "Amaka Obi", email, password: "rightful-1" });
    expect([answer.status, answer.body.confirmByEmail, answer.body.message]).toEqual([202, true, SIGNUP_TAKEOVER_MESSAGES.sent]);
    expect(await User.countDocuments({ email })).toBe(1);
    // Nothing changes before the link is followed.
    expect(await stillSignedIn(held.headers)).toBe(true);
    expect(await signIn(email, "rightful-1")).toBeNull();

    const token = await mailedToken("signup-takeover", email);
    const done = await confirm({ token });
    expect([done.status, done.body.message]).toEqual([200, SIGNUP_TAKEOVER_MESSAGES.done]);
    expect(await stillSignedIn(held.headers)).toBe(false);
    expect(await signIn(email, "squatter-1")).toBeNull();
    expect(await signIn(email, "rightful-1")).not.toBeNull();
    const account = await User.findById(held.userId).lean();
    expect({ name: account?.name, addresses: account?.addresses, proven: account?.emailUnprovenSince === undefined }).toEqual({ name: "Amaka Obi", addresses: [], proven: true });
    expect((await Order.findById(held.orderId).lean())?.customer ?? null).toBeNull();

    const again = await confirm({ token });
    expect([again.status, again.body.message]).toEqual([409, SIGNUP_TAKEOVER_MESSAGES.linkUsed]);
  });

  it("finishes a takeover a crash stopped before its link was spent, and refuses the link once the address was proven another way", async () => {
    const email = "bisi@example.com";
    await squatter(email);
    await signUp({ name: "Bisi Ade", email, password: "rightful-2" });
    const token = await mailedToken("signup-takeover", email);
    const pending = await PendingSignup.findOne({ email }).lean();
    if (!pending) throw new Error("no pending sign-up");
    expect((await confirm({ token })).status).toBe(200);
    // As if the process died before deleting the pending record: following the link again finishes the job.
    await PendingSignup.create(pending);
    expect((await confirm({ token })).status).toBe(200);
    expect(await PendingSignup.countDocuments()).toBe(0);

    await PendingSignup.create({ ...pending, passwordHash: "another-hash" });
    const proven = await confirm({ token });
    expect([proven.status, proven.body.message]).toEqual([409, SIGNUP_TAKEOVER_MESSAGES.proven]);
    expect(await signIn(email, "rightful-2")).not.toBeNull();
  });

  it("refuses bad input with field errors, and a forged link on its token", async () => {
    expect((await confirm({})).body.fieldErrors).toEqual({ token: [SIGNUP_TAKEOVER_MESSAGES.linkInvalid] });
    expect((await confirm({ token: 42 })).status).toBe(400);
    const forged = await confirm({ token: "eyJlIjoiYUBiLmMifQ.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA" });
    expect([forged.status, forged.body.fieldErrors]).toEqual([400, { token: [SIGNUP_TAKEOVER_MESSAGES.linkInvalid] }]);
  });

  it("refuses a link past its day", async () => {
    const email = "chika@example.com";
    await squatter(email);
    await signUp({ name: "Chika", email, password: "rightful-3" });
    const token = await mailedToken("signup-takeover", email);
    jest.useFakeTimers({ now: Date.now() + 25 * 60 * 60 * 1000, doNotFake: ["nextTick", "setImmediate", "setTimeout", "setInterval", "queueMicrotask"] });
    try {
      const late = await confirm({ token });
      expect([late.status, late.body.fieldErrors]).toEqual([400, { token: [SIGNUP_TAKEOVER_MESSAGES.linkExpired] }]);
    } finally {
      jest.useRealTimers();
    }
    expect(await signIn(email, "squatter-1")).not.toBeNull();
  });

  it(`mails an address at most ${SIGNUP_TAKEOVERS_PER_EMAIL.limit} takeover links an hour, with a 429 after`, async () => {
    const email = "dayo@example.com";
    await squatter(email);
    const statuses = [];
    for (let index = 0; index <= SIGNUP_TAKEOVERS_PER_EMAIL.limit; index += 1) statuses.push((await signUp({ name: "Dayo", email, password: `rightful-${index}` })).status);
    expect(statuses).toEqual([...Array(SIGNUP_TAKEOVERS_PER_EMAIL.limit).fill(202), 429]);
    expect(await MailMessage.countDocuments({ kind: "signup-takeover" })).toBe(SIGNUP_TAKEOVERS_PER_EMAIL.limit);
  });
});
