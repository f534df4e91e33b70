import { confirmSignupPath } from "@/lib/vocabulary/store-paths";
import { renderMail } from "./layout";
import { customerLinkSchema, linkWorksOnce } from "./one-time-link";
import { defineTemplate } from "./template";

/** A sign-up with an address an unconfirmed account already uses: following the link makes the account the signer's. */
export const signupTakeover = defineTemplate({
  schema: customerLinkSchema,
  render: (signup, { siteUrl }) =>
    renderMail("Finish creating your Scents account", "Finish creating your account", [
      {
        kind: "paragraph",
        text: `Hello ${signup.customerName}, you signed up at Scents with this e-mail address. An account that never confirmed the address already uses it; follow the link below to make it yours, with the password you just chose. Anyone signed in to it will be signed out.`,
      },
      { kind: "button", label: "Finish creating my account", url: `${siteUrl}${confirmSignupPath(signup.token)}` },
      linkWorksOnce(signup.expiresAt, "If you did not sign up, ignore this e-mail: nothing changes."),
    ]),
});
