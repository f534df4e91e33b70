import { GET as listOrders } from "@/app/api/account/orders/route";
import { POST as askForReset, PUT as setNewPassword } from "@/app/api/account/password-reset/route";
import { POST as login } from "@/app/api/login/route";
import { PASSWORD_RESET_MESSAGES } from "@/lib/account/password-reset-schemas";
import { RESET_ANSWER_FLOOR_MS, RESET_REQUESTS_PER_ADDRESS, RESET_REQUESTS_PER_EMAIL } from "@/lib/account/password-reset";
import { issueResetLink, PASSWORD_RESET_TTL_MS } from "@/lib/account/reset-link";
import { CLIENT_ADDRESS_HEADER } from "@/lib/http/client-address";
import { clientLimitKey } from "@/lib/rate-limit/rate-limit";
import { MailMessage } from "@/models/mail-message";
import { User } from "@/models/user";
import { createTestUser, type TestUser } from "../support/auth";
import { clearDatabase, setupTestDatabase } from "../support/database";
import { callRoute, type ApiAnswer } from "../support/request";
import { spendRateLimit } from "../support/rate-limit";
import { withTestSmtpServer } from "../support/smtp-server";

setupTestDatabase();
jest.setTimeout(30_000);

interface Answer extends ApiAnswer {
  token?: string;
}

const smtp = withTestSmtpServer();
const NEW_PASSWORD = "a-new-secret-9";
let client = 0;

beforeEach(() => clearDatabase());

/** Each call comes from its own client unless one is named, so only the limit a test is about counts. */
function ask(email: unknown, from = `198.51.100.${(client += 1) % 250}`) {
  return callRoute<Answer>(askForReset, { method: "POST", url: "/api/account/password-reset", headers: { [CLIENT_ADDRESS_HEADER]: from }, body: { email } });
}

function reset(body: Record<string, unknown>) {
  return callRoute<Answer>(setNewPassword, { method: "PUT", url: "/api/account/password-reset", body });
}

async function signIn(user: TestUser, password: string) {
  const answer = await callRoute<Answer>(login, { method: "POST", url: "/api/login", headers: { [CLIENT_ADDRESS_HEADER]: "192.0.2.10" }, body: { email: user.email, password } });
  return answer.status === 200 && answer.body.token ? { authorization: `Bearer ${answer.body.token}` } : null;
}

const stillSignedIn = async (headers: Record<string, string>) => (await callRoute(listOrders, { url: "/api/account/orders", headers })).status === 200;

/** The token of the newest reset link the outbox holds for this address. */
async function mailedToken(email: string): Promise<string> {
  const mail = await MailMessage.findOne({ kind: "password-reset", to: email }).sort({ createdAt: -1 }).lean();
  const token = (mail?.data as { token?: unknown } | undefined)?.token;
  if (typeof token !== "string") throw new Error(`no reset link mailed to ${email}`);
  return token;
}

it("mails a customer a one-hour link that sets a new password and ends every session the account had", async () => {
  const customer = await createTestUser();
  const elsewhere = await signIn(customer, customer.password);
  if (!elsewhere) throw new Error("sign-in failed");

  const answer = await ask(customer.email.toUpperCase());
  expect([answer.status, answer.body]).toEqual([200, { success: true, message: PASSWORD_RESET_MESSAGES.sent }]);
  expect(await smtp.deliver()).toMatchObject({ sent: 1 });
  const [mail] = smtp.received;
  expect(mail?.to).toEqual([customer.email]);
  expect(mail?.headers.subject).toBe("Choose a new password for your Scents account");
  const link = /https?:\/\/\S+\/account\/reset-password\?token=([A-Za-z0-9_.%-]+)/.exec(mail?.text ?? "");
  if (!link?.[1]) throw new Error("no link in the mail");

  const done = await reset({ token: decodeURIComponent(link[1]), password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
  expect([done.status, done.body.message]).toEqual([200, PASSWORD_RESET_MESSAGES.done]);
  expect(await stillSignedIn(elsewhere)).toBe(false);
  expect(await signIn(customer, customer.password)).toBeNull();
  expect(await signIn(customer, NEW_PASSWORD)).not.toBeNull();
});

it("works once: a second use is refused with a clear message and changes nothing", async () => {
  const customer = await createTestUser();
  await ask(customer.email);
  const token = await mailedToken(customer.email);
  expect((await reset({ token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD })).status).toBe(200);
  const after = await User.findById(customer.id).lean();

  const again = await reset({ token, password: "another-secret-1", confirmPassword: "another-secret-1" });
  expect([again.status, again.body.message]).toEqual([409, PASSWORD_RESET_MESSAGES.linkUsed]);
  expect((await User.findById(customer.id).lean())?.passwordHash).toBe(after?.passwordHash);
  expect(await signIn(customer, NEW_PASSWORD)).not.toBeNull();
});

it("retires the links sent before the password last changed", async () => {
  const customer = await createTestUser();
  await ask(customer.email);
  const first = await mailedToken(customer.email);
  await MailMessage.deleteMany({});
  await ask(customer.email);
  const second = await mailedToken(customer.email);
  expect((await reset({ token: second, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD })).status).toBe(200);

  const stale = await reset({ token: first, password: "another-secret-1", confirmPassword: "another-secret-1" });
  expect([stale.status, stale.body.message]).toEqual([409, PASSWORD_RESET_MESSAGES.linkUsed]);
  expect(await signIn(customer, NEW_PASSWORD)).not.toBeNull();
});

it("refuses an expired or altered link on its token field, changing nothing", async () => {
  const customer = await createTestUser();
  const user = await User.findById(customer.id).lean();
  const account = { userId: customer.id, email: customer.email, sessionVersion: user?.sessionVersion ?? 0 };
  const expired = issueResetLink(account, new Date(Date.now() - PASSWORD_RESET_TTL_MS - 1000));
  const answer = await reset({ token: expired, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
  expect([answer.status, answer.body.fieldErrors]).toEqual([400, { token: [PASSWORD_RESET_MESSAGES.linkExpired] }]);

  const good = issueResetLink(account);
  const altered = `${good.slice(0, -2)}${good.endsWith("AA") ? "BB" : "AA"}`;
  const forged = await reset({ token: altered, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
  expect([forged.status, forged.body.fieldErrors]).toEqual([400, { token: [PASSWORD_RESET_MESSAGES.linkInvalid] }]);
  expect((await User.findById(customer.id).lean())?.passwordHash).toBe(user?.passwordHash);
});

it("answers bad input with 400 and the fields' errors", async () => {
  const asked = await ask("not-an-address");
  expect(asked.status).toBe(400);
  expect(Object.keys(asked.body.fieldErrors ?? {})).toEqual(["email"]);
  expect((await ask(undefined)).body.fieldErrors?.email).toBeDefined();

  const short = await reset({ token: "x.y", password: "abc", confirmPassword: "abd" });
  expect(short.status).toBe(400);
  expect(Object.keys(short.body.fieldErrors ?? {}).sort()).toEqual(["confirmPassword", "password"]);
  expect((await reset({ password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD })).body.fieldErrors).toEqual({ token: [PASSWORD_RESET_MESSAGES.linkInvalid] });
  expect(await MailMessage.countDocuments({})).toBe(0);
});

it("tells no one which addresses have an account: the same answer, no sooner, for a customer, a stranger and staff", async () => {
  const customer = await createTestUser();
  const staff = await createTestUser({ role: "admin" });
  const answers = [];
  for (const email of [customer.email, "nobody-here@example.com", staff.email]) {
    const started = performance.now();
    const answer = await ask(email);
    answers.push({ status: answer.status, body: answer.body, atLeastTheFloor: performance.now() - started >= RESET_ANSWER_FLOOR_MS - 5 });
  }
  expect(answers).toEqual(Array(3).fill({ status: 200, body: { success: true, message: PASSWORD_RESET_MESSAGES.sent }, atLeastTheFloor: true }));
  // Only the customer is mailed: a stranger has no account, and staff change their password behind the security key.
  expect(await MailMessage.find({}, { to: 1, _id: 0 }).lean()).toEqual([{ to: customer.email }]);
});

it(`sends at most ${RESET_REQUESTS_PER_EMAIL.limit} links an hour to one address, from any number of clients, with a 429 after`, async () => {
  const customer = await createTestUser();
  const statuses = [];
  for (let index = 0; index <= RESET_REQUESTS_PER_EMAIL.limit; index += 1) statuses.push((await ask(customer.email)).status);
  expect(statuses).toEqual([...Array(RESET_REQUESTS_PER_EMAIL.limit).fill(200), 429]);
  expect(await MailMessage.countDocuments({ kind: "password-reset" })).toBe(RESET_REQUESTS_PER_EMAIL.limit);
  // A stranger's address runs out the same way, so the 429 says nothing either.
  for (let index = 0; index < RESET_REQUESTS_PER_EMAIL.limit; index += 1) await ask("nobody-here@example.com");
  const stranger = await ask("nobody-here@example.com");
  expect([stranger.status, stranger.body.message]).toEqual([429, PASSWORD_RESET_MESSAGES.tooMany]);
});

it(`lets one client ask ${RESET_REQUESTS_PER_ADDRESS.limit} times an hour, whatever the addresses`, async () => {
  const customer = await createTestUser();
  await spendRateLimit(clientLimitKey("password-reset", "203.0.113.9"), RESET_REQUESTS_PER_ADDRESS.limit, 60 * 60 * 1000);
  const answer = await ask(customer.email, "203.0.113.9");
  expect([answer.status, answer.body.message]).toEqual([429, PASSWORD_RESET_MESSAGES.tooMany]);
  expect(answer.headers.get("retry-after")).toMatch(/^\d+$/);
  expect(await MailMessage.countDocuments({})).toBe(0);
  expect((await ask(customer.email, "203.0.113.10")).status).toBe(200);
});

it("proves the e-mail of an account that had not proven it: the link came to that address", async () => {
  const customer = await createTestUser();
  await User.updateOne({ _id: customer.id }, { $set: { emailUnprovenSince: new Date() } });
  await ask(customer.email);
  expect((await reset({ token: await mailedToken(customer.email), password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD })).status).toBe(200);
  expect((await User.findById(customer.id).lean())?.emailUnprovenSince).toBeUndefined();
});
