import { z } from "zod";
import { claimOrdersPath } from "@/lib/vocabulary/store-paths";
import { SHOP_TIME_ZONE } from "@/lib/calendar/shop-calendar";
import { renderMail } from "./layout";
import { defineTemplate } from "./template";

const untilFormat = new Intl.DateTimeFormat("en-NG", { dateStyle: "long", timeStyle: "short", timeZone: SHOP_TIME_ZONE });

/** The link a signed-in customer asks for to prove the account's e-mail, so guest orders placed with it join the account. */
export const accountEmailProof = defineTemplate({
  schema: z.object({ customerName: z.string(), token: z.string().min(1), expiresAt: z.string() }),
  render: (proof, { siteUrl }) =>
    renderMail("Confirm your e-mail to add your earlier orders to your account", "Add your earlier orders to your account", [
      {
        kind: "paragraph",
        text: `Hello ${proof.customerName}, you asked to add the orders you placed as a guest with this e-mail address to your Scents account. Follow the link below while signed in to confirm the address is yours.`,
      },
      { kind: "button", label: "Add my orders", url: `${siteUrl}${claimOrdersPath(proof.token)}` },
      { kind: "paragraph", text: `The link works once, until ${untilFormat.format(new Date(proof.expiresAt))} (Lagos time). If you did not ask for it, ignore this e-mail: nothing changes.` },
    ]),
});
