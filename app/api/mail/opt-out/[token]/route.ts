import { route } from "@/lib/api/route";
import { optOutByToken, optOutRequestSchema } from "@/lib/mail/opt-out";

/**
 * Public: the one-click opt-out (RFC 8058) a marketing message's List-Unsubscribe header names. The
 * shopper's mail app posts `List-Unsubscribe=One-Click` here, form-encoded or multipart, without
 * opening a page; the signed token in the path is the whole proof, so the body is never read.
 */
export const POST = route({ params: optOutRequestSchema, bodyFormat: "either" }, async ({ params }) => {
  await optOutByToken(params.token);
  return { success: true };
});
