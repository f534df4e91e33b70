import { POST } from "@/app/api/newsletter/route";
import { CLIENT_ADDRESS_HEADER } from "@/lib/http/client-address";
import { NewsletterSubscriber } from "@/models/newsletter-subscriber";
import { clearDatabase, setupTestDatabase } from "../support/database";
import { callRoute, type ApiAnswer } from "../support/request";

setupTestDatabase();

beforeAll(async () => {
  await NewsletterSubscriber.init();
});

beforeEach(async () => {
  await clearDatabase();
});

interface Answer extends ApiAnswer {
  alreadySubscribed?: boolean;
}

let client = 0;
const subscribe = (body: unknown, address = `10.1.0.${++client}`) =>
  callRoute<Answer>(POST, { method: "POST", url: "/api/newsletter", body, headers: { [CLIENT_ADDRESS_HEADER]: address } });

describe("POST /api/newsletter", () => {
  it("stores a sanitised, trimmed, lower-cased address and thanks the subscriber", async () => {
    const { status, body } = await subscribe({ email: "  <b>Chioma.Eze@Example.NG</b> " });
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, message: "Thank you for subscribing!", alreadySubscribed: false });
    const stored = await NewsletterSubscriber.find().lean();
    expect(stored.map((subscriber) => subscriber.email)).toEqual(["chioma.eze@example.ng"]);
  });

  it("treats subscribing twice as success and keeps one record", async () => {
    await subscribe({ email: "segun@example.ng" });
    const again = await subscribe({ email: "SEGUN@example.ng " });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ success: true, alreadySubscribed: true });
    expect(await NewsletterSubscriber.countDocuments()).toBe(1);
  });

  it("keeps one record when two sign-ups for one address race", async () => {
    const results = await Promise.all([subscribe({ email: "race@example.ng" }), subscribe({ email: "race@example.ng" })]);
    expect(results.map((result) => result.status)).toEqual([200, 200]);
    expect(await NewsletterSubscriber.countDocuments({ email: "race@example.ng" })).toBe(1);
  });

  it.each([
    ["no email", {}, "Email is required"],
    ["an empty email", { email: "   " }, "Email is required"],
    ["only markup", { email: "<script></script>" }, "Email is required"],
    ["a malformed email", { email: "not-an-email" }, "Please enter a valid email address"],
    ["an email without a dot in the domain", { email: "a@b" }, "Please enter a valid email address"],
  ])("refuses %s with 400 and the field error, storing nothing", async (_label, input, message) => {
    const { status, body } = await subscribe(input);
    expect(status).toBe(400);
    expect(body.fieldErrors).toEqual({ email: [message] });
    expect(await NewsletterSubscriber.countDocuments()).toBe(0);
  });
});
