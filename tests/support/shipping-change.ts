import { POST as confirm } from "@/app/api/orders/shipping/confirm/route";
import { MailMessage } from "@/models/mail-message";
import { callRoute, type ApiAnswer } from "./request";

/** The token of the latest link mailed to `email` to confirm a shipping change, as the outbox holds it. */
export async function latestShippingLink(email: string): Promise<string> {
  const [mail] = await MailMessage.find({ kind: "shipping-change-confirm", to: email.toLowerCase() }).sort({ _id: -1 }).limit(1).lean();
  const token = mail?.data.token;
  if (typeof token !== "string") throw new Error(`No shipping confirmation mailed to ${email}`);
  return token;
}

/** Follows a confirmation link, as the page it opens does. */
export function followShippingLink<T = ApiAnswer>(token: string) {
  return callRoute<T & ApiAnswer>(confirm, { method: "POST", url: "/api/orders/shipping/confirm", body: { token } });
}

/** Follows the latest link mailed to `email`: the change it waits for applies. */
export async function confirmLatestShippingChange(email: string) {
  return followShippingLink(await latestShippingLink(email));
}
