import { passwordResetPath } from "@/lib/vocabulary/store-paths";
import { renderMail } from "./layout";
import { customerLinkSchema, linkWorksOnce } from "./one-time-link";
import { defineTemplate } from "./template";

/** The "Forgot password?" link: it opens the page where the customer chooses a new password. */
export const passwordReset = defineTemplate({
  schema: customerLinkSchema,
  render: (reset, { siteUrl }) =>
    renderMail("Choose a new password for your Scents account", "Choose a new password", [
      { kind: "paragraph", text: `Hello ${reset.customerName}, someone asked to reset the password of the Scents account that uses this e-mail address. If it was you, follow the link below to choose a new one.` },
      { kind: "button", label: "Choose a new password", url: `${siteUrl}${passwordResetPath(reset.token)}` },
      linkWorksOnce(reset.expiresAt, "If you did not ask for it, ignore this e-mail: your password stays as it is."),
    ]),
});
