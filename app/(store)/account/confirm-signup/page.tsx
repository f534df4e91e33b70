import { ConfirmSignup } from "@/components/account/confirm-signup";
import { linkPage } from "@/components/layout/link-page";
import { privatePageMetadata } from "@/lib/content/private-page";

export const metadata = privatePageMetadata("Finish creating your account");

export const dynamic = "force-dynamic";

/** Where a sign-up's link lands when an unconfirmed account held the address. */
export default linkPage({ eyebrow: "Your account", title: "Finish creating your account" }, ConfirmSignup);
