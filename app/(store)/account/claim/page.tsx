import { privatePageMetadata } from "@/lib/content/private-page";
import { AccountSignIn } from "@/components/account/account-sign-in";
import { ClaimOrders } from "@/components/account/claim-orders";
import { StorePage } from "@/components/layout/store-page";
import { linkToken, type LinkPageProps } from "@/components/layout/link-page";
import { accountHolder } from "@/lib/account/page-session";
import { claimOrdersPath } from "@/lib/vocabulary/store-paths";

export const metadata = privatePageMetadata("Add your earlier orders");

export const dynamic = "force-dynamic";

export default async function ClaimOrdersPage(props: LinkPageProps) {
  const link = await linkToken(props);
  const holder = await accountHolder();
  return (
    <StorePage eyebrow="Your account" title="Add your earlier orders">
      {holder ? <ClaimOrders token={link} /> : <AccountSignIn returnTo={claimOrdersPath(link)} />}
    </StorePage>
  );
}
