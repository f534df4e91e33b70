import { claimOrdersPath } from "@/lib/vocabulary/store-paths";
import { renderMail } from "./layout";
import { customerLinkSchema, linkWorksOnce } from "./one-time-link";
import { defineTemplate } from "./template";

/** Sent at sign-up (and again from the account page until followed): the link proves the account's e-mail, and adds the guest orders placed with it. */
export const signupEmailProof = defineTemplate({
  schema: customerLinkSchema,
  render: (proof, { siteUrl }) =>
    renderMail("Confirm your e-mail for your Scents account", "Confirm your e-mail", [
      {
        kind: "paragraph",
        text: `Welcome to Scents, ${proof.customerName}. Follow the link below while signed in to confirm this e-mail address is yours. Until then your account cannot write reviews or add orders you placed as a guest, and someone who proves the address can take the account over.`,
      },
      { kind: "button", label: "Confirm my e-mail", url: `${siteUrl}${claimOrdersPath(proof.token)}` },
      linkWorksOnce(proof.expiresAt, "If you did not sign up, ignore this e-mail."),
    ]),
});
