import { route } from "@/lib/api/route";
import { optOutByToken, optOutRequestSchema } from "@/lib/mail/opt-out";

/** Public: the one-click opt-out a reminder's link leads to. Answers nothing about the address. */
export const POST = route({ body: optOutRequestSchema }, async ({ body }) => {
  await optOutByToken(body.token);
  return { success: true };
});
