import { z } from "zod";
import { shippingConfirmPath } from "@/lib/vocabulary/store-paths";
import { renderMail } from "./layout";
import { addressLine, addressSchema } from "./shipping-changed";
import { linkWorksOnce, oneTimeLinkFields } from "./one-time-link";
import { defineTemplate } from "./template";

/** The link that applies a shipping change asked for on tracking: only whoever reads the order's e-mail can redirect its parcel. */
export const shippingChangeConfirm = defineTemplate({
  schema: z.object({ orderNumber: z.string().min(1), customerName: z.string(), ...oneTimeLinkFields, after: addressSchema }),
  render: (change, { siteUrl }) =>
    renderMail(`Confirm the new delivery details of order ${change.orderNumber}`, "Confirm the new delivery details", [
      {
        kind: "paragraph",
        text: `Hello ${change.customerName}, someone asked on the order tracking page to change the shipping details of order ${change.orderNumber}. Nothing changes until the link below is followed.`,
      },
      { kind: "facts", rows: [["New details", addressLine(change.after)]] },
      { kind: "button", label: "Confirm the new details", url: `${siteUrl}${shippingConfirmPath(change.token)}` },
      linkWorksOnce(change.expiresAt, "If you did not ask for this, ignore this e-mail: the order keeps its address."),
    ]),
});
