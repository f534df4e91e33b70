import { POST as sendProof } from "@/app/api/account/email-proof/route";
import { POST as claimOrders } from "@/app/api/account/orders/claim/route";
import { GET as listOrders } from "@/app/api/account/orders/route";
import { EMAIL_PROOFS_PER_ACCOUNT } from "@/lib/account/send-email-proof";
import type { AccountOrder } from "@/lib/account/schemas";
import { MailMessage } from "@/models/mail-message";
import { bearer, createTestUser, type TestUser } from "../support/auth";
import { clearDatabase, setupTestDatabase } from "../support/database";
import { createTestOrder } from "../support/order-fixtures";
import { callRoute, type ApiAnswer } from "../support/request";
import { withTestSmtpServer } from "../support/smtp-server";

setupTestDatabase();

interface Answer extends ApiAnswer {
  sentTo?: string;
  joined?: number;
  orders?: AccountOrder[];
}

const smtp = withTestSmtpServer();

beforeEach(() => clearDatabase());

const deliver = () => smtp.deliver();

async function ask(user: TestUser | null) {
  return callRoute<Answer>(sendProof, { method: "POST", url: "/api/account/email-proof", headers: user ? await bearer(user) : {} });
}

it("e-mails the account's own address a link that, followed while signed in, joins the guest orders placed with it", async () => {
  const customer = await createTestUser();
  const guestOrder = (await createTestOrder({ email: customer.email })).orderNumber;
  await createTestOrder({ email: "stranger@example.com" });

  const answer = await ask(customer);
  expect([answer.status, answer.body.sentTo]).toEqual([200, customer.email]);
  expect(await deliver()).toMatchObject({ sent: 1 });

  const [mail] = smtp.received;
  expect(mail?.to).toEqual([customer.email]);
  expect(mail?.headers.subject).toBe("Confirm your e-mail to add your earlier orders to your account");
  const link = /https?:\/\/\S+\/account\/claim\?token=([A-Za-z0-9_.%-]+)/.exec(mail?.text ?? "");
  expect(link).not.toBeNull();
  expect(mail?.html).toContain("/account/claim?token=");

  const token = decodeURIComponent(link?.[1] ?? "");
  const claimed = await callRoute<Answer>(claimOrders, { method: "POST", url: "/api/account/orders/claim", headers: await bearer(customer), body: { token } });
  expect([claimed.status, claimed.body.joined]).toEqual([200, 1]);
  const orders = await callRoute<Answer>(listOrders, { url: "/api/account/orders", headers: await bearer(customer) });
  expect(orders.body.orders?.map((order) => order.orderNumber)).toEqual([guestOrder]);
});

it(`sends at most ${EMAIL_PROOFS_PER_ACCOUNT.limit} links an hour per account, and none to visitors or the admin`, async () => {
  const customer = await createTestUser();
  const statuses: number[] = [];
  for (let index = 0; index <= EMAIL_PROOFS_PER_ACCOUNT.limit; index += 1) statuses.push((await ask(customer)).status);
  expect(statuses).toEqual([...Array(EMAIL_PROOFS_PER_ACCOUNT.limit).fill(200), 429]);
  expect((await ask(null)).status).toBe(401);
  expect((await ask(await createTestUser({ role: "admin" }))).status).toBe(403);
  expect(await MailMessage.countDocuments({ kind: "account-email-proof" })).toBe(EMAIL_PROOFS_PER_ACCOUNT.limit);
});
