import { NextRequest } from "next/server";
import { PUT as markMessage } from "@/app/api/admin/messages/[id]/route";
import { GET as listMessages } from "@/app/api/admin/messages/route";
import { GET as subscribersCsv } from "@/app/api/admin/subscribers/csv/route";
import { GET as listSubscribers } from "@/app/api/admin/subscribers/route";
import { ContactMessage } from "@/models/contact-message";
import { NewsletterSubscriber } from "@/models/newsletter-subscriber";
import type { RouteHandler } from "@/lib/api/route";
import { adminAndCustomer, bearer, type TestUser } from "../support/auth";
import { setupTestDatabase } from "../support/database";
import { callRoute } from "../support/request";

setupTestDatabase();

interface MessageBody {
  id: string;
  name: string;
  read: boolean;
  clientAddress: string;
}
interface Answer {
  messages?: MessageBody[];
  message?: MessageBody;
  subscribers?: { email: string; subscribedAt: string }[];
  unread?: number;
  total?: number;
  pages?: number;
  fieldErrors?: Record<string, string[]>;
}

let admin: TestUser;
let customer: TestUser;

beforeAll(async () => ({ admin, customer } = await adminAndCustomer()));

beforeEach(async () => {
  await ContactMessage.deleteMany({});
  await NewsletterSubscriber.deleteMany({});
  const day = (n: number) => new Date(Date.UTC(2025, 0, n));
  await ContactMessage.collection.insertMany([
    { name: "Oldest", email: "a@example.ng", message: "First", clientAddress: "::ffff:127.0.0.1", read: true, createdAt: day(1), updatedAt: day(1) },
    { name: "Newest", email: "b@example.ng", message: "Third", clientAddress: "203.0.113.9", read: false, createdAt: day(3), updatedAt: day(3) },
    { name: "Middle", email: "c@example.ng", message: "Second", clientAddress: "2001:db8::1", createdAt: day(2), updatedAt: day(2) },
  ]);
  await NewsletterSubscriber.collection.insertMany([
    { email: "early@example.ng", subscribedAt: day(1) },
    { email: "=cmd|' /C calc'!A0@example.ng", subscribedAt: day(2) },
    { email: "late@example.ng", subscribedAt: day(3) },
  ]);
});

const csv = (headers: Record<string, string>) =>
  subscribersCsv(new NextRequest("http://localhost/api/admin/subscribers/csv", { headers }), { params: Promise.resolve({}) });

const call = (handler: RouteHandler, headers: Record<string, string>, options: { method?: string; url?: string; body?: unknown; params?: Record<string, string> } = {}) =>
  callRoute<Answer>(handler, { method: options.method ?? "GET", url: options.url ?? "/api/admin/messages", headers, body: options.body, params: options.params });

describe("who may read the inbox", () => {
  it("refuses anonymous, customer and forged callers on every inbox API, and marks nothing", async () => {
    const id = (await ContactMessage.findOne({ name: "Newest" }).lean())?._id.toString() ?? "";
    for (const [handler, method, body, params] of [
      [listMessages, "GET", undefined, {}],
      [markMessage, "PUT", { read: true }, { id }],
      [listSubscribers, "GET", undefined, {}],
    ] as const) {
      expect((await call(handler, {}, { method, body, params })).status).toBe(401);
      expect((await call(handler, await bearer(customer), { method, body, params })).status).toBe(403);
      expect((await call(handler, await bearer(admin, { secret: "forged" }), { method, body, params })).status).toBe(401);
    }
    expect((await csv({})).status).toBe(401);
    expect((await csv(await bearer(customer))).status).toBe(403);
    expect((await ContactMessage.findById(id).lean())?.read).toBe(false);
  });
});

describe("GET /api/admin/messages", () => {
  it("lists messages newest first, read or unread, with addresses as people read them", async () => {
    const { status, body } = await call(listMessages, await bearer(admin));
    expect(status).toBe(200);
    expect(body.messages?.map((message) => [message.name, message.read, message.clientAddress])).toEqual([
      ["Newest", false, "203.0.113.9"],
      ["Middle", false, "2001:db8::1"],
      ["Oldest", true, "127.0.0.1"],
    ]);
    expect(body).toMatchObject({ unread: 2, total: 3, pages: 1 });
  });

  it("refuses a page that is not a whole number from 1", async () => {
    const { status, body } = await call(listMessages, await bearer(admin), { url: "/api/admin/messages?page=0" });
    expect(status).toBe(400);
    expect(body.fieldErrors?.page).toEqual(["Page must be a whole number from 1"]);
  });
});

describe("PUT /api/admin/messages/{id}", () => {
  it("marks a message read and unread again", async () => {
    const id = (await ContactMessage.findOne({ name: "Newest" }).lean())?._id.toString() ?? "";
    const read = await call(markMessage, await bearer(admin), { method: "PUT", body: { read: true }, params: { id } });
    expect(read.status).toBe(200);
    expect(read.body.message).toMatchObject({ id, read: true });
    expect((await call(listMessages, await bearer(admin))).body.unread).toBe(1);
    await call(markMessage, await bearer(admin), { method: "PUT", body: { read: false }, params: { id } });
    expect((await ContactMessage.findById(id).lean())?.read).toBe(false);
  });

  it("refuses a body without a boolean and an unknown id, changing nothing", async () => {
    const id = (await ContactMessage.findOne({ name: "Newest" }).lean())?._id.toString() ?? "";
    expect((await call(markMessage, await bearer(admin), { method: "PUT", body: { read: "yes" }, params: { id } })).status).toBe(400);
    expect((await call(markMessage, await bearer(admin), { method: "PUT", body: { read: true }, params: { id: "64b7f0c2a1b2c3d4e5f60718" } })).status).toBe(404);
    expect((await call(markMessage, await bearer(admin), { method: "PUT", body: { read: true }, params: { id: "nope" } })).status).toBe(404);
    expect((await ContactMessage.findById(id).lean())?.read).toBe(false);
  });
});

describe("subscribers", () => {
  it("lists subscribers newest first", async () => {
    const { body } = await call(listSubscribers, await bearer(admin));
    expect(body.subscribers?.map((subscriber) => subscriber.email)).toEqual(["late@example.ng", "=cmd|' /C calc'!A0@example.ng", "early@example.ng"]);
    expect(body.total).toBe(3);
  });

  it("downloads every subscriber as CSV, oldest first, with formula-looking cells defused", async () => {
    const response = await csv(await bearer(admin));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="scents-subscribers-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(await response.text()).toBe(
      "email,subscribed_at\r\n" +
        "early@example.ng,2025-01-01T00:00:00.000Z\r\n" +
        "'=cmd|' /C calc'!A0@example.ng,2025-01-02T00:00:00.000Z\r\n" +
        "late@example.ng,2025-01-03T00:00:00.000Z\r\n",
    );
  });
});
