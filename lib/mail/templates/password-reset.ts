import { z } from "zod";
import { SHOP_TIME_ZONE } from "@/lib/calendar/shop-calendar";
import { passwordResetPath } from "@/lib/vocabulary/store-paths";
import { renderMail } from "./layout";
import { defineTemplate } from "./template";

const untilFormat = new Intl.DateTimeFormat("en-NG", { dateStyle: "long", timeStyle: "short", timeZone: SHOP_TIME_ZONE });

/** The "Forgot password?" link: it opens the page where the customer chooses a new password. */
export const passwordReset = defineTemplate({
  schema: z.object({ customerName: z.string(), token: z.string().min(1), expiresAt: z.string() }),
  render: (reset, { siteUrl }) =>
    renderMail("Choose a new password for your Scents account", "Choose a new password", [
      { kind: "paragraph", text: `Hello ${reset.customerName}, someone asked to reset the password of the Scents account that uses this e-mail address. If it was you, follow the link below to choose a new one.` },
      { kind: "button", label: "Choose a new password", url: `${siteUrl}${passwordResetPath(reset.token)}` },
      {
        kind: "paragraph",
        text: `The link works once, until ${untilFormat.format(new Date(reset.expiresAt))} (Lagos time). If you did not ask for it, ignore this e-mail: your password stays as it is.`,
      },
    ]),
});
