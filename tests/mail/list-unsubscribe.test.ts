import { POST as oneClick } from "@/app/api/mail/opt-out/[token]/route";
import { hasOptedOut, issueOptOutToken } from "@/lib/mail/opt-out";
import { recordMessage } from "@/lib/mail/outbox";
import { clearDatabase, setupTestDatabase } from "../support/database";
import { callRoute, type ApiAnswer } from "../support/request";
import { withTestSmtpServer } from "../support/smtp-server";

setupTestDatabase();

const smtp = withTestSmtpServer();

beforeEach(() => clearDatabase());

const received = (to: string) => smtp.received.find((mail) => mail.to.includes(to));

/** What a mail app does with List-Unsubscribe-Post (RFC 8058 §3.1): a POST of `List-Unsubscribe=One-Click` to the header's URL. */
function clickUnsubscribe(header: string, body: { type: "urlencoded" } | { type: "multipart" }) {
  const url = new URL(/^<([^>]+)>$/.exec(header)?.[1] ?? "");
  const token = decodeURIComponent(url.pathname.replace("/api/mail/opt-out/", ""));
  if (body.type === "multipart") {
    const form = new FormData();
    form.append("List-Unsubscribe", "One-Click");
    return callRoute<ApiAnswer, { token: string }>(oneClick, { method: "POST", url: url.pathname, form, params: { token } });
  }
  return callRoute<ApiAnswer, { token: string }>(oneClick, {
    method: "POST",
    url: url.pathname,
    body: "List-Unsubscribe=One-Click",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    params: { token },
  });
}

describe("List-Unsubscribe on marketing messages", () => {
  it("gives a checkout reminder and a back-in-stock message the one-click opt-out header, and leaves it off the shop's other mail", async () => {
    await recordMessage({
      key: "reminder:1",
      to: "ada@example.com",
      kind: "checkout-reminder",
      data: { customerName: "Ada", lines: [{ name: "Maison Lagos Midnight Oud, 50 ml", quantity: 1 }], value: 95000, reminder: 1, returnToken: "return", optOutToken: issueOptOutToken("ada@example.com") },
    });
    await recordMessage({
      key: "back:1",
      to: "bola@example.com",
      kind: "back-in-stock",
      data: { productId: "665f1c2e9b1d4a0012345678", product: "Maison Lagos Midnight Oud", size: "50 ml", optOutToken: issueOptOutToken("bola@example.com") },
    });
    await recordMessage({ key: "contact:1", to: "owner@scents.test", kind: "owner-contact-message", data: { name: "Tolu", email: "tolu@example.com", message: "Do you stock oud?" } });
    expect(await smtp.deliver()).toMatchObject({ sent: 3 });

    for (const to of ["ada@example.com", "bola@example.com"]) {
      const mail = received(to)!;
      expect(mail.headers["list-unsubscribe"]).toMatch(/^<http:\/\/localhost:3000\/api\/mail\/opt-out\/[A-Za-z0-9_.-]+>$/);
      expect(mail.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    }
    expect(received("owner@scents.test")!.headers["list-unsubscribe"]).toBeUndefined();
    expect(received("owner@scents.test")!.headers["list-unsubscribe-post"]).toBeUndefined();
  });

  it("opts the address out when the mail app posts to the header's URL, form-encoded or multipart, and again changes nothing", async () => {
    for (const [to, type] of [
      ["ada@example.com", "urlencoded"],
      ["bola@example.com", "multipart"],
    ] as const) {
      await recordMessage({ key: `back:${to}`, to, kind: "back-in-stock", data: { productId: "665f1c2e9b1d4a0012345678", product: "Maison Lagos Midnight Oud", size: "50 ml", optOutToken: issueOptOutToken(to) } });
      await smtp.deliver();
      const header = received(to)!.headers["list-unsubscribe"]!;
      expect(await hasOptedOut(to)).toBe(false);
      expect((await clickUnsubscribe(header, { type })).status).toBe(200);
      expect(await hasOptedOut(to)).toBe(true);
      expect((await clickUnsubscribe(header, { type })).status).toBe(200);
    }
    // Once opted out, a marketing message recorded before it is not sent.
    await recordMessage({ key: "back:again", to: "ada@example.com", kind: "back-in-stock", data: { productId: "665f1c2e9b1d4a0012345678", product: "Maison Lagos Midnight Oud", size: "50 ml", optOutToken: issueOptOutToken("ada@example.com") } });
    await smtp.deliver();
    expect(smtp.received.filter((mail) => mail.to.includes("ada@example.com"))).toHaveLength(1);
  });

  it("refuses a token it did not sign, opting nobody out", async () => {
    const forged = Buffer.from(JSON.stringify({ e: "ada@example.com" })).toString("base64url") + ".AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA";
    const answer = await clickUnsubscribe(`<http://localhost:3000/api/mail/opt-out/${forged}>`, { type: "urlencoded" });
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expect(await hasOptedOut("ada@example.com")).toBe(false);
  });
});
