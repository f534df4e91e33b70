import { POST } from "@/app/api/contact/route";
import { CLIENT_ADDRESS_HEADER } from "@/lib/http/client-address";
import { CONTACT_RATE_LIMITS } from "@/lib/contact/contact-messages";
import { ContactMessage } from "@/models/contact-message";
import { clearDatabase, setupTestDatabase } from "../support/database";
import { callRoute, type ApiAnswer } from "../support/request";

setupTestDatabase();

beforeEach(async () => {
  await clearDatabase();
});

let client = 0;
const send = (body: unknown, address = `10.0.0.${++client}`) =>
  callRoute<ApiAnswer>(POST, { method: "POST", url: "/api/contact", body, headers: { [CLIENT_ADDRESS_HEADER]: address } });

describe("POST /api/contact", () => {
  it("stores the message, trimmed, and answers 201 with a thank-you", async () => {
    const { status, body } = await send({ name: "  Adaeze Okafor ", email: " Ada@Example.NG ", message: " Do you stock Midnight Oud in 50 ml? " }, "203.0.113.9");
    expect(status).toBe(201);
    expect(body).toEqual({ success: true, message: expect.stringMatching(/^Thank you/) });
    const stored = await ContactMessage.find().lean();
    expect(stored).toEqual([
      expect.objectContaining({ name: "Adaeze Okafor", email: "ada@example.ng", message: "Do you stock Midnight Oud in 50 ml?", clientAddress: "203.0.113.9", read: false }),
    ]);
  });

  it.each([
    ["an empty body", {}, { name: ["Name is required"], email: ["Email is required"], message: ["Message is required"] }],
    ["blank fields", { name: "   ", email: "", message: " " }, { name: ["Name is required"], email: ["Email is required"], message: ["Message is required"] }],
    ["a malformed email", { name: "Tunde", email: "tunde@lagos", message: "Hello" }, { email: ["Invalid email format"] }],
    ["a number for a name", { name: 42, email: "t@x.ng", message: "Hello" }, { name: ["Name is required"] }],
    ["an overlong message", { name: "Tunde", email: "t@x.ng", message: "x".repeat(5001) }, { message: ["Message must be at most 5000 characters"] }],
  ])("refuses %s with 400 and field errors, storing nothing", async (_label, input, fieldErrors) => {
    const { status, body } = await send(input);
    expect(status).toBe(400);
    expect(body.code).toBe("BAD_REQUEST");
    expect(body.fieldErrors).toEqual(fieldErrors);
    expect(await ContactMessage.countDocuments()).toBe(0);
  });

  it("refuses a body that is not JSON", async () => {
    const { status } = await callRoute<ApiAnswer>(POST, { method: "POST", url: "/api/contact", body: "{oops", headers: { [CLIENT_ADDRESS_HEADER]: "10.9.9.9" } });
    expect(status).toBe(400);
    expect(await ContactMessage.countDocuments()).toBe(0);
  });

  it("allows three messages per e-mail in ten minutes, then answers 429 with Retry-After", async () => {
    const message = { name: "Bisi", email: "bisi@example.ng", message: "Hello" };
    for (let sent = 0; sent < CONTACT_RATE_LIMITS.perEmail.limit; sent += 1) expect((await send(message)).status).toBe(201);
    const limited = await send({ ...message, email: "BISI@example.ng" });
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe("TOO_MANY_REQUESTS");
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await ContactMessage.countDocuments()).toBe(CONTACT_RATE_LIMITS.perEmail.limit);
    expect((await send({ ...message, email: "tolu@example.ng" })).status).toBe(201);
  });

  it("allows many senders behind one client address, then answers 429", async () => {
    const { limit } = CONTACT_RATE_LIMITS.perAddress;
    expect(limit).toBeGreaterThanOrEqual(30);
    const from = (index: number) => send({ name: "Shopper", email: `shopper${index}@example.ng`, message: "Hello" }, "198.51.100.7");
    for (let sent = 0; sent < limit; sent += 1) expect((await from(sent)).status).toBe(201);
    expect((await from(limit)).status).toBe(429);
    expect((await send({ name: "Other", email: "other@example.ng", message: "Hello" }, "198.51.100.8")).status).toBe(201);
  });
});
