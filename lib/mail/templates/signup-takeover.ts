import { z } from "zod";
import { SHOP_TIME_ZONE } from "@/lib/calendar/shop-calendar";
import { confirmSignupPath } from "@/lib/vocabulary/store-paths";
import { renderMail } from "./layout";
import { defineTemplate } from "./template";

const untilFormat = new Intl.DateTimeFormat("en-NG", { dateStyle: "long", timeStyle: "short", timeZone: SHOP_TIME_ZONE });

/** A sign-up with an address an unconfirmed account already uses: following the link makes the account the signer's. */
export const signupTakeover = defineTemplate({
  schema: z.object({ customerName: z.string(), token: z.string().min(1), expiresAt: z.string() }),
  render: (signup, { siteUrl }) =>
    renderMail("Finish creating your Scents account", "Finish creating your account", [
      {
        kind: "paragraph",
        text: `Hello ${signup.customerName}, you signed up at Scents with this e-mail address. An account that never confirmed the address already uses it; follow the link below to make it yours, with the password you just chose. Anyone signed in to it will be signed out.`,
      },
      { kind: "button", label: "Finish creating my account", url: `${siteUrl}${confirmSignupPath(signup.token)}` },
      { kind: "paragraph", text: `The link works once, until ${untilFormat.format(new Date(signup.expiresAt))} (Lagos time). If you did not sign up, ignore this e-mail: nothing changes.` },
    ]),
});
