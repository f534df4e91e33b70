import "server-only";
import { HttpError } from "./errors";

/** JSON and other text bodies; uploads have their own per-file rule (lib/uploads). */
export const MAX_TEXT_BODY_BYTES = 1024 * 1024;

const tooLarge = (limit: number) => new HttpError(413, `The request body must be at most ${Math.floor(limit / 1024)} KB.`);

/**
 * Reads a request body as text, answering 413 as soon as it is known to pass `limit` bytes: from
 * Content-Length before reading anything, or while streaming a body sent without one. Either way
 * no more than `limit` bytes are ever held.
 */
export async function readTextBody(request: Request, limit = MAX_TEXT_BODY_BYTES): Promise<string> {
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > limit) throw tooLarge(limit);
  if (!request.body) return "";
  const reader = request.body.getReader();
  const decoder = new TextDecoder();
  let received = 0;
  let text = "";
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return text + decoder.decode();
    received += value.byteLength;
    if (received > limit) {
      await reader.cancel();
      throw tooLarge(limit);
    }
    text += decoder.decode(value, { stream: true });
  }
}
