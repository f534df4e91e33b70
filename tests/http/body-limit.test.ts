import { NextRequest } from "next/server";
import { POST as contact } from "@/app/api/contact/route";
import { POST as webhook } from "@/app/api/payment/webhook/route";
import { MAX_TEXT_BODY_BYTES } from "@/lib/http/body";
import { ContactMessage } from "@/models/contact-message";
import { setupTestDatabase } from "../support/database";
import { callRoute } from "../support/request";

setupTestDatabase();

const MB = 1024 * 1024;
const contactOf = (message: string) => JSON.stringify({ name: "Adaeze Okafor", email: "ada@example.ng", message });

/** A body sent in chunks without Content-Length, counting how much of it was pulled. */
function streamed(text: string, chunkBytes = 64 * 1024): { body: ReadableStream<Uint8Array>; pulled: () => number } {
  const bytes = new TextEncoder().encode(text);
  let offset = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (offset >= bytes.length) return controller.close();
      controller.enqueue(bytes.subarray(offset, offset + chunkBytes));
      offset += chunkBytes;
    },
  });
  return { body, pulled: () => Math.min(offset, bytes.length) };
}

const post = (handler: typeof contact, body: ReadableStream<Uint8Array>, url = "/api/contact") =>
  handler(new NextRequest(new URL(url, "http://localhost:3000"), { method: "POST", headers: { "content-type": "application/json" }, body, duplex: "half" }), {
    params: Promise.resolve({}),
  });

describe("request body limit", () => {
  it("answers 413 to a JSON body over 1 MB declared by Content-Length, and stores nothing", async () => {
    const body = contactOf("x".repeat(2 * MB));
    const { status, body: answer } = await callRoute(contact, { body, headers: { "content-length": String(Buffer.byteLength(body)) } });
    expect(status).toBe(413);
    expect(answer).toMatchObject({ success: false, code: "PAYLOAD_TOO_LARGE" });
    expect(await ContactMessage.countDocuments()).toBe(0);
  });

  it("stops reading a body sent without Content-Length once it passes 1 MB", async () => {
    const { body, pulled } = streamed(contactOf("x".repeat(8 * MB)));
    const response = await post(contact, body);
    expect(response.status).toBe(413);
    expect(pulled()).toBeLessThan(MAX_TEXT_BODY_BYTES + 256 * 1024);
    expect(await ContactMessage.countDocuments()).toBe(0);
  });

  it("reads a body just under the limit as usual", async () => {
    const filler = "x".repeat(MAX_TEXT_BODY_BYTES - 200);
    const { status, body } = await callRoute(contact, { body: contactOf(filler) });
    // Read whole and judged by the schema: the message is too long, not the body.
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: "BAD_REQUEST" });
    expect(Object.keys(body.fieldErrors as object)).toEqual(["message"]);
  });

  it("bounds the raw body of Paystack's webhook too", async () => {
    const { body } = streamed("x".repeat(2 * MB));
    const response = await post(webhook, body, "/api/payment/webhook");
    expect(response.status).toBe(413);
  });
});

describe("multipart bodies", () => {
  it("are refused with 415 by a route that takes no files, before the body is read or queued behind uploads", async () => {
    const form = new FormData();
    form.set("name", "Adaeze Okafor");
    form.set("file", new Blob(["x".repeat(256 * 1024)]), "slow.bin");
    const encoded = new Response(form);
    const { body, pulled } = streamed(await encoded.text());
    const response = await contact(
      new NextRequest(new URL("/api/contact", "http://localhost:3000"), {
        method: "POST",
        headers: { "content-type": encoded.headers.get("content-type") ?? "" },
        body,
        duplex: "half",
      }),
      { params: Promise.resolve({}) },
    );
    expect(response.status).toBe(415);
    expect(await response.json()).toMatchObject({ success: false, code: "UNSUPPORTED_MEDIA_TYPE" });
    // A stream pulls its first chunk when made; nothing after it was asked for.
    expect(pulled()).toBeLessThanOrEqual(64 * 1024);
    expect(await ContactMessage.countDocuments()).toBe(0);
  });
});
