import { optOut } from "@/lib/mail/opt-out";
import { recordMessage } from "@/lib/mail/outbox";
import { LEASE_MS, MESSAGES_PER_ADDRESS, type DeliveryOptions } from "@/lib/mail/worker";
import { MailMessage } from "@/models/mail-message";
import { clearDatabase, setupTestDatabase } from "../support/database";
import { withTestSmtpServer } from "../support/smtp-server";

setupTestDatabase();

const smtp = withTestSmtpServer();
let clock: Date;
const BASE_MS = 1000;

beforeEach(async () => {
  await clearDatabase();
  // Near the real time: the engine expires sent messages by the real clock (models/mail-message.ts).
  clock = new Date();
});

function pass(options: Partial<DeliveryOptions> = {}) {
  return smtp.deliver({ now: () => clock, backoffBaseMs: BASE_MS, ...options });
}

function later(ms: number): void {
  clock = new Date(clock.getTime() + ms);
}

/** Once `ms` have passed, the next pass sends the message, and the server has it exactly once. */
async function sentOnceAfter(ms: number): Promise<void> {
  later(ms);
  expect(await pass()).toMatchObject({ sent: 1 });
  expect(smtp.received).toHaveLength(1);
}

const frozen = () => new Promise<void>(() => {});

async function until(check: () => Promise<boolean>): Promise<void> {
  for (let tries = 0; tries < 200; tries += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error("Timed out waiting");
}

async function recordContactAlert(key = "contact:1:owner") {
  return recordMessage({ key, to: "owner@scents.test", kind: "owner-contact-message", data: { name: "Tolu", email: "tolu@example.com", message: "Do you stock oud?" } }, clock);
}

describe("the outbox", () => {
  it("keeps one message per key, however often the event is recorded", async () => {
    expect(await recordContactAlert()).toBe("recorded");
    expect(await recordContactAlert()).toBe("already-recorded");
    expect(await MailMessage.countDocuments()).toBe(1);
  });

  it("refuses data that does not fit the kind's template when it is recorded", async () => {
    await expect(recordMessage({ key: "k", to: "a@b.test", kind: "owner-contact-message", data: { name: "", email: "x", message: "y" } })).rejects.toThrow();
    expect(await MailMessage.countDocuments()).toBe(0);
  });
});

describe("the mail worker", () => {
  it("sends one shopper's address a bounded number of messages an hour and keeps the rest for the next, while the owner's alerts all go", async () => {
    const extra = 3;
    for (let index = 0; index < MESSAGES_PER_ADDRESS.limit + extra; index += 1) {
      await recordMessage({ key: `account:victim:${index}`, to: "victim@example.com", kind: "account-email-proof", data: { customerName: "Ada", token: `t${index}`, expiresAt: new Date(clock.getTime() + 3_600_000).toISOString() } }, clock);
      await recordContactAlert(`contact:${index}:owner`);
    }
    expect(await pass({ limit: 100 })).toMatchObject({ sent: 2 * MESSAGES_PER_ADDRESS.limit + extra, deferred: extra, failed: 0 });
    expect(smtp.received.filter((mail) => mail.to.includes("victim@example.com"))).toHaveLength(MESSAGES_PER_ADDRESS.limit);
    expect(await MailMessage.countDocuments({ state: "queued", to: "victim@example.com", attempts: 0 })).toBe(extra);
    expect(await pass({ limit: 100 })).toMatchObject({ sent: 0, deferred: 0 });
    later(MESSAGES_PER_ADDRESS.windowMs);
    expect(await pass({ limit: 100 })).toMatchObject({ sent: extra });
    expect(smtp.received.filter((mail) => mail.to.includes("victim@example.com"))).toHaveLength(MESSAGES_PER_ADDRESS.limit + extra);
  }, 60_000);

  it("never sends a reminder to an address that opted out after it was recorded, and still sends that address its order mail", async () => {
    const data = { productId: "665f1c2e9b1d4a0012345678", product: "Maison Lagos Oud Noir", size: "50 ml", optOutToken: "t" };
    await recordMessage({ key: "back-in-stock:1", to: "quiet@example.com", kind: "back-in-stock", data }, clock);
    await recordMessage({ key: "account:quiet:1", to: "quiet@example.com", kind: "account-email-proof", data: { customerName: "Ada", token: "t", expiresAt: new Date(clock.getTime() + 3_600_000).toISOString() } }, clock);
    await optOut("quiet@example.com");
    expect(await pass()).toMatchObject({ sent: 1, failed: 1 });
    expect(smtp.received).toHaveLength(1);
    expect(await MailMessage.findOne({ key: "back-in-stock:1" }).lean()).toMatchObject({ state: "failed", lastError: "Not sent: the address opted out of reminders" });
  });

  it("sends a recorded message once through SMTP, in HTML and plain text", async () => {
    await recordContactAlert();
    expect(await pass()).toMatchObject({ sent: 1 });
    expect(await pass()).toMatchObject({ sent: 0 });
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail?.to).toEqual(["owner@scents.test"]);
    expect(mail?.headers.subject).toBe("New message from Tolu");
    expect(mail?.text).toContain("Do you stock oud?");
    expect(mail?.html).toContain("Do you stock oud?");
    expect(await MailMessage.findOne().lean()).toMatchObject({ state: "sent", attempts: 1 });
  });

  it.each([451, 554])("retries a delivery the server refuses with %i after the backoff, and it arrives once", async (code) => {
    await recordContactAlert();
    smtp.refuseNext(1, code);
    expect(await pass()).toMatchObject({ sent: 0, retrying: 1 });
    const queued = await MailMessage.findOne().lean();
    expect(queued).toMatchObject({ state: "queued", attempts: 1 });
    expect(queued?.lastError).toContain(String(code));
    expect(queued?.nextAttemptAt.getTime()).toBe(clock.getTime() + BASE_MS);

    expect(await pass()).toMatchObject({ sent: 0 });
    await sentOnceAfter(BASE_MS);
  });

  it("doubles the wait after each refusal and gives up after the retry limit", async () => {
    await recordContactAlert();
    smtp.refuseNext(3, 451);
    expect(await pass({ maxAttempts: 3 })).toMatchObject({ retrying: 1 });
    later(BASE_MS);
    expect(await pass({ maxAttempts: 3 })).toMatchObject({ retrying: 1 });
    expect((await MailMessage.findOne().lean())?.nextAttemptAt.getTime()).toBe(clock.getTime() + 2 * BASE_MS);
    later(2 * BASE_MS);
    expect(await pass({ maxAttempts: 3 })).toMatchObject({ failed: 1 });
    later(60 * 60 * 1000);
    expect(await pass({ maxAttempts: 3 })).toMatchObject({ sent: 0, failed: 0 });
    expect(await MailMessage.findOne().lean()).toMatchObject({ state: "failed", attempts: 3 });
    expect(smtp.received).toHaveLength(0);
  });

  it("takes over a message whose worker stopped after claiming it, once the lease runs out", async () => {
    await recordContactAlert();
    void pass({ hooks: { afterClaim: frozen } });
    await until(async () => (await MailMessage.findOne().lean())?.state === "sending");
    expect(await pass()).toMatchObject({ sent: 0 });
    await sentOnceAfter(LEASE_MS);
  });

  it("sends afresh a message whose connection dropped mid-transfer, before the hand-over: the server kept nothing", async () => {
    await recordContactAlert();
    let stopped = false;
    const cut = pass({
      hooks: {
        beforeHandOver: () => {
          stopped = true;
          return frozen();
        },
      },
    });
    await until(async () => stopped);
    smtp.dropConnections();
    expect(await cut).toMatchObject({ sent: 0, retrying: 1 });
    expect(smtp.received).toHaveLength(0);
    await sentOnceAfter(BASE_MS);
  });

  it("does not send again a message whose worker stopped after the server took it and before marking it sent", async () => {
    await recordContactAlert();
    let delivered = false;
    void pass({
      hooks: {
        afterDelivery: () => {
          delivered = true;
          return frozen();
        },
      },
    });
    await until(async () => delivered);
    expect(smtp.received).toHaveLength(1);
    later(LEASE_MS);
    expect(await pass()).toMatchObject({ sent: 0, settled: 1 });
    expect(await pass()).toMatchObject({ sent: 0, settled: 0 });
    expect(smtp.received).toHaveLength(1);
    expect(await MailMessage.findOne().lean()).toMatchObject({ state: "sent", unconfirmed: true });
  });

  it("abandons a message unsent when another worker took it over while it was still sending", async () => {
    await recordContactAlert();
    let resume = () => {};
    let paused = false;
    const slow = pass({
      hooks: {
        beforeHandOver: () => {
          paused = true;
          return new Promise<void>((resolve) => (resume = resolve));
        },
      },
    });
    await until(async () => paused);
    later(LEASE_MS);
    expect(await pass()).toMatchObject({ sent: 1 });
    resume();
    expect(await slow).toMatchObject({ sent: 0, retrying: 0, failed: 0 });
    expect(smtp.received).toHaveLength(1);
    expect(await MailMessage.findOne().lean()).toMatchObject({ state: "sent", attempts: 2 });
  });
});
