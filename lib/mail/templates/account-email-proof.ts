import { claimOrdersPath } from "@/lib/vocabulary/store-paths";
import { renderMail } from "./layout";
import { customerLinkSchema, linkWorksOnce } from "./one-time-link";
import { defineTemplate } from "./template";

/** The link a signed-in customer asks for to prove the account's e-mail, so guest orders placed with it join the account. */
export const accountEmailProof = defineTemplate({
  schema: customerLinkSchema,
  render: (proof, { siteUrl }) =>
    renderMail("Confirm your e-mail to add your earlier orders to your account", "Add your earlier orders to your account", [
      {
        kind: "paragraph",
        text: `Hello ${proof.customerName}, you asked to add the orders you placed as a guest with this e-mail address to your Scents account. Follow the link below while signed in to confirm the address is yours.`,
      },
      { kind: "button", label: "Add my orders", url: `${siteUrl}${claimOrdersPath(proof.token)}` },
      linkWorksOnce(proof.expiresAt, "If you did not ask for it, ignore this e-mail: nothing changes."),
    ]),
});
