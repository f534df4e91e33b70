import { GET as listNotes, POST as addNote } from "@/app/api/orders/notes/[id]/route";
import { GET as track } from "@/app/api/orders/track/route";
import type { OrderNoteView } from "@/lib/orders/order-notes";
import { OrderNote } from "@/models/order-note";
import { bearer, createTestUser, type TestUser } from "../support/auth";
import { setupTestDatabase } from "../support/database";
import { createTestOrder } from "../support/order-fixtures";
import { callRoute, type ApiAnswer } from "../support/request";

setupTestDatabase();

interface NotesAnswer extends ApiAnswer {
  notes: OrderNoteView[];
}

let admin: TestUser;
let auth: Record<string, string>;

beforeAll(async () => {
  admin = await createTestUser({ role: "admin" });
  auth = await bearer(admin);
});

const post = (id: string, body: unknown, headers = auth) => callRoute<NotesAnswer, { id: string }>(addNote, { method: "POST", url: `/api/orders/notes/${id}`, body, headers, params: { id } });
const get = (id: string, headers = auth) => callRoute<NotesAnswer, { id: string }>(listNotes, { url: `/api/orders/notes/${id}`, headers, params: { id } });

describe("/api/orders/notes/[id]", () => {
  it("adds notes with their author and time and lists them oldest first", async () => {
    const order = await createTestOrder({ status: "Processing", state: "paid" });
    const first = await post(order.orderNumber, { text: "  Called the shopper: delivering Friday.\nGate code 1234  " });
    expect(first.status).toBe(200);
    expect(first.body.notes).toEqual([{ _id: expect.any(String), text: "Called the shopper: delivering Friday.\nGate code 1234", author: `${admin.name} (${admin.email})`, createdAt: expect.any(String) }]);
    await post(order._id.toString(), { text: "Rider picked it up" });
    const { body } = await get(order.orderNumber);
    expect(body.notes.map((note) => note.text)).toEqual(["Called the shopper: delivering Friday.\nGate code 1234", "Rider picked it up"]);
    expect(Date.parse(body.notes[0]!.createdAt)).toBeLessThanOrEqual(Date.parse(body.notes[1]!.createdAt));
  });

  it("never shows a note to the shopper: tracking the order carries none of it", async () => {
    const order = await createTestOrder({ status: "Processing", state: "paid", email: "ada@example.com" });
    await post(order.orderNumber, { text: "SECRET-NOTE-TEXT" });
    const tracked = await callRoute(track, { url: `/api/orders/track?orderNumber=${order.orderNumber}&email=ada@example.com` });
    expect(tracked.status).toBe(200);
    expect(JSON.stringify(tracked.body)).not.toContain("SECRET-NOTE-TEXT");
  });

  it("refuses empty, long and control-character notes, unknown orders, and anyone but an admin", async () => {
    const order = await createTestOrder();
    for (const text of ["", "   ", "x".repeat(2001), "bell\u0007"]) {
      const answer = await post(order.orderNumber, { text });
      expect(answer.status).toBe(400);
      expect(answer.body.fieldErrors?.text).toHaveLength(1);
    }
    expect((await post("ORD-ZZZZZZZZZZ", { text: "Hello" })).status).toBe(404);
    const customer = await bearer(await createTestUser({ role: "customer" }));
    expect((await post(order.orderNumber, { text: "Hello" }, customer)).status).toBe(403);
    expect((await get(order.orderNumber, customer)).status).toBe(403);
    expect((await get(order.orderNumber, {})).status).toBe(401);
    expect(await OrderNote.countDocuments({ order: order._id })).toBe(0);
  });
});
