import { Types } from "mongoose";
import { POST as retry } from "@/app/api/admin/mail/[id]/retry/route";
import { failedMessages } from "@/lib/mail/failed-messages";
import { recordMessage } from "@/lib/mail/outbox";
import { MailMessage } from "@/models/mail-message";
import { bearer, createTestUser } from "../support/auth";
import { clearDatabase, setupTestDatabase } from "../support/database";
import { callRoute, type ApiAnswer } from "../support/request";
import { withTestSmtpServer } from "../support/smtp-server";

setupTestDatabase();

const smtp = withTestSmtpServer();
beforeEach(() => clearDatabase());

const pass = () => smtp.deliver({ maxAttempts: 1 });

async function failOne(): Promise<string> {
  await recordMessage({ key: "contact:1:owner", to: "owner@scents.test", kind: "owner-contact-message", data: { name: "Tolu", email: "tolu@example.com", message: "Hello" } });
  smtp.refuseNext(1, 550);
  jest.spyOn(console, "error").mockImplementationOnce(() => {});
  expect(await pass()).toMatchObject({ failed: 1 });
  return String((await MailMessage.findOne().lean())?._id);
}

const callRetry = async (id: string, headers: Record<string, string> = {}) => callRoute<ApiAnswer>(retry, { method: "POST", params: { id }, headers });

describe("failed e-mails on the admin dashboard", () => {
  it("lists a message that failed for good, with its recipient, subject and the server's answer", async () => {
    await failOne();
    const { messages, total } = await failedMessages();
    expect(total).toBe(1);
    expect(messages[0]).toMatchObject({ to: "owner@scents.test", subject: "New message from Tolu", attempts: 1 });
    expect(messages[0]?.lastError).toContain("550");
  });

  it("shows the newest twenty of many, and counts them all", async () => {
    const at = Date.UTC(2026, 10, 1);
    await MailMessage.insertMany(
      Array.from({ length: 23 }, (_, index) => ({ key: `failed:${index}`, kind: "order-status", to: `c${index}@example.com`, data: {}, state: "failed", attempts: 5, nextAttemptAt: new Date(at), failedAt: new Date(at + index * 60_000), lastError: "550" })),
    );
    const { messages, total } = await failedMessages();
    expect(total).toBe(23);
    expect(messages.map((message) => message.to)).toEqual(Array.from({ length: 20 }, (_, index) => `c${22 - index}@example.com`));
    await MailMessage.deleteMany({ key: { $in: ["failed:0", "failed:1", "failed:2"] } });
    expect((await failedMessages()).total).toBe(20);
  });

  it("POST /api/admin/mail/[id]/retry queues it again and it is sent once", async () => {
    const id = await failOne();
    const admin = await createTestUser({ role: "admin" });
    const answer = await callRetry(id, await bearer(admin));
    expect(answer.status).toBe(200);
    expect(await MailMessage.findById(id).lean()).toMatchObject({ state: "queued", attempts: 0 });
    expect((await failedMessages()).total).toBe(0);
    expect(await pass()).toMatchObject({ sent: 1 });
    expect(smtp.received).toHaveLength(1);
    expect((await callRetry(id, await bearer(admin))).status).toBe(409);
  });

  it("is for admins only, and answers 404 for a message that does not exist", async () => {
    const id = await failOne();
    const customer = await createTestUser();
    const admin = await createTestUser({ role: "admin" });
    expect((await callRetry(id)).status).toBe(401);
    expect((await callRetry(id, await bearer(customer))).status).toBe(403);
    expect(await MailMessage.findById(id).lean()).toMatchObject({ state: "failed" });
    expect((await callRetry(new Types.ObjectId().toString(), await bearer(admin))).status).toBe(404);
    expect((await callRetry("not-an-id", await bearer(admin))).status).toBe(404);
  });
});
