import { z } from "zod";
import { trackingButton } from "../order-summary";
import { renderMail } from "./layout";
import { defineTemplate } from "./template";

export const addressSchema = z.object({
  fullName: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  postalCode: z.string(),
  phoneNumber: z.string(),
});

export function addressLine(address: z.infer<typeof addressSchema>): string {
  return [address.fullName, address.address, address.city, address.state, address.postalCode, address.country, address.phoneNumber].filter(Boolean).join(", ");
}

/** Security notice: someone who knows the order's number and e-mail changed where it goes. */
export const shippingChanged = defineTemplate({
  schema: z.object({ orderNumber: z.string().min(1), customerName: z.string(), changedAt: z.string(), before: addressSchema, after: addressSchema }),
  render: (change, { siteUrl }) =>
    renderMail(`Security notice: the delivery address of order ${change.orderNumber} was changed`, "The delivery address was changed", [
      {
        kind: "paragraph",
        text: `Hello ${change.customerName}, the shipping details of order ${change.orderNumber} were changed on the order tracking page.`,
      },
      { kind: "facts", rows: [["Before", addressLine(change.before)], ["Now", addressLine(change.after)]] },
      {
        kind: "paragraph",
        text: "If you made this change, there is nothing to do. If you did not, reply to this e-mail at once so we can stop the parcel, and change the address back on the tracking page.",
      },
      trackingButton(siteUrl, change.orderNumber),
    ]),
});
