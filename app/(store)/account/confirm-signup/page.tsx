import { ConfirmSignup } from "@/components/account/confirm-signup";
import { StorePage } from "@/components/layout/store-page";
import { privatePageMetadata } from "@/lib/content/private-page";

export const metadata = privatePageMetadata("Finish creating your account");

export const dynamic = "force-dynamic";

/** Where a sign-up's link lands when an unconfirmed account held the address. */
export default async function ConfirmSignupPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { token } = await searchParams;
  return (
    <StorePage eyebrow="Your account" title="Finish creating your account">
      <ConfirmSignup token={typeof token === "string" ? token : ""} />
    </StorePage>
  );
}
