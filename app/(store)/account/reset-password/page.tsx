import { PasswordResetForm } from "@/components/account/password-reset-form";
import { linkPage } from "@/components/layout/link-page";
import { privatePageMetadata } from "@/lib/content/private-page";

export const metadata = privatePageMetadata("Choose a new password");

export const dynamic = "force-dynamic";

/** Where a "Forgot password?" e-mail's link lands. */
export default linkPage(
  { eyebrow: "Your account", title: "Choose a new password", lede: "The link in your e-mail works once, for an hour. Every device signed in to your account is signed out." },
  PasswordResetForm,
);
