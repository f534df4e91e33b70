import { DELETE as removeAddress, PUT as updateAddress } from "@/app/api/account/addresses/[id]/route";
import { GET as listAddresses, POST as addAddress } from "@/app/api/account/addresses/route";
import { ACCOUNT_PAGE_MESSAGES, MAX_SAVED_ADDRESSES, type SavedAddress } from "@/lib/account/schemas";
import type { RouteHandler } from "@/lib/api/route";
import { User } from "@/models/user";
import { bearer, createTestUser, type TestUser } from "../support/auth";
import { setupTestDatabase } from "../support/database";
import { callRoute, type ApiAnswer } from "../support/request";

setupTestDatabase();

interface Answer extends ApiAnswer {
  addresses?: SavedAddress[];
}

const HOME = { fullName: "Adaeze Okafor", address: "12 Admiralty Way", city: "Lagos", state: "Lagos", postalCode: "106104", phoneNumber: "0803 123 4567" };
const WORK = { fullName: "Adaeze Okafor", address: "3 Aminu Kano Crescent", city: "Abuja", state: "FCT", postalCode: "", phoneNumber: "" };

async function call(handler: RouteHandler, user: TestUser | null, options: { method?: string; body?: unknown; id?: string } = {}) {
  return callRoute<Answer>(handler, {
    method: options.method ?? (options.body ? "POST" : "GET"),
    url: "/api/account/addresses",
    headers: user ? await bearer(user) : {},
    body: options.body,
    params: options.id ? { id: options.id } : {},
  });
}

async function storedAddresses(user: TestUser) {
  return (await User.findById(user.id).lean())?.addresses ?? [];
}

let customer: TestUser;

beforeEach(async () => {
  customer = await createTestUser();
});

it("adds, lists, edits and removes the customer's addresses; the first is the default until another is chosen", async () => {
  const first = await call(addAddress, customer, { body: HOME });
  expect(first.status).toBe(201);
  expect(first.body.addresses).toEqual([
    expect.objectContaining({ fullName: HOME.fullName, address: HOME.address, state: "Lagos", country: "Nigeria", phoneNumber: "08031234567", isDefault: true }),
  ]);

  const second = await call(addAddress, customer, { body: { ...WORK, makeDefault: true } });
  const [home, work] = second.body.addresses ?? [];
  expect([home?.isDefault, work?.isDefault]).toEqual([false, true]);

  const edited = await call(updateAddress, customer, { method: "PUT", id: home?.id, body: { ...HOME, city: "Ikeja", makeDefault: true } });
  expect(edited.status).toBe(200);
  expect(edited.body.addresses?.map((entry) => [entry.city, entry.isDefault])).toEqual([
    ["Ikeja", true],
    ["Abuja", false],
  ]);

  const removed = await call(removeAddress, customer, { method: "DELETE", id: home?.id });
  expect(removed.status).toBe(200);
  // The default went with it: the one left is the default now.
  expect(removed.body.addresses).toEqual([expect.objectContaining({ id: work?.id, isDefault: true })]);

  const listed = await call(listAddresses, customer);
  expect(listed.body.addresses).toEqual(removed.body.addresses);
});

it("refuses bad input with each field's message and saves nothing", async () => {
  const answer = await call(addAddress, customer, { body: { ...HOME, fullName: " ", state: "Atlantis", phoneNumber: "12", postalCode: "abc", makeDefault: "yes" } });
  expect(answer.status).toBe(400);
  expect(Object.keys(answer.body.fieldErrors ?? {}).sort()).toEqual(["fullName", "makeDefault", "phoneNumber", "postalCode", "state"]);
  expect(answer.body.fieldErrors?.state).toEqual(["Choose a state of Nigeria or the FCT"]);
  expect(await storedAddresses(customer)).toEqual([]);

  const added = await call(addAddress, customer, { body: HOME });
  const id = added.body.addresses?.[0]?.id;
  const edit = await call(updateAddress, customer, { method: "PUT", id, body: { ...HOME, city: "" } });
  expect(edit.status).toBe(400);
  expect(edit.body.fieldErrors?.city).toEqual(["City is required"]);
  expect((await storedAddresses(customer))[0]?.city).toBe("Lagos");
});

it(`keeps at most ${MAX_SAVED_ADDRESSES} addresses, even when the additions race`, async () => {
  const answers = await Promise.all(Array.from({ length: MAX_SAVED_ADDRESSES + 3 }, (_, index) => call(addAddress, customer, { body: { ...HOME, address: `${index} Marina` } })));
  expect(answers.filter((answer) => answer.status === 201)).toHaveLength(MAX_SAVED_ADDRESSES);
  const refused = answers.filter((answer) => answer.status !== 201);
  expect(refused.map((answer) => [answer.status, answer.body.message])).toEqual(Array(3).fill([409, ACCOUNT_PAGE_MESSAGES.addressLimit]));
  expect(await storedAddresses(customer)).toHaveLength(MAX_SAVED_ADDRESSES);
});

it("never shows, edits or removes another customer's address: it is not found", async () => {
  const other = await createTestUser();
  const theirs = (await call(addAddress, other, { body: HOME })).body.addresses?.[0]?.id;
  expect(theirs).toBeDefined();

  expect((await call(listAddresses, customer)).body.addresses).toEqual([]);
  const edit = await call(updateAddress, customer, { method: "PUT", id: theirs, body: { ...HOME, address: "Taken over" } });
  const remove = await call(removeAddress, customer, { method: "DELETE", id: theirs });
  expect([edit.status, edit.body.message, remove.status]).toEqual([404, ACCOUNT_PAGE_MESSAGES.addressNotFound, 404]);
  expect((await storedAddresses(other)).map((entry) => entry.address)).toEqual([HOME.address]);

  const malformed = await call(removeAddress, customer, { method: "DELETE", id: "not-an-id" });
  expect(malformed.status).toBe(404);
});

it("is for signed-in customers only: 401 for visitors, 403 for the admin, and nothing saved", async () => {
  const admin = await createTestUser({ role: "admin" });
  const anonymous = [await call(listAddresses, null), await call(addAddress, null, { body: HOME })];
  expect(anonymous.map((answer) => answer.status)).toEqual([401, 401]);
  const asAdmin = [await call(listAddresses, admin), await call(addAddress, admin, { body: HOME })];
  expect(asAdmin.map((answer) => answer.status)).toEqual([403, 403]);
  expect(await storedAddresses(admin)).toEqual([]);
});
