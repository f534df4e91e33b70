import { privatePageMetadata } from "@/lib/content/private-page";
import { AccountSignIn } from "@/components/account/account-sign-in";
import { ClaimOrders } from "@/components/account/claim-orders";
import { StorePage } from "@/components/layout/store-page";
import { accountHolder } from "@/lib/account/page-session";
import { claimOrdersPath } from "@/lib/vocabulary/store-paths";

export const metadata = privatePageMetadata("Add your earlier orders");

export const dynamic = "force-dynamic";

export default async function ClaimOrdersPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { token } = await searchParams;
  const link = typeof token === "string" ? token : "";
  const holder = await accountHolder();
  return (
    <StorePage eyebrow="Your account" title="Add your earlier orders">
      {holder ? <ClaimOrders token={link} /> : <AccountSignIn returnTo={claimOrdersPath(link)} />}
    </StorePage>
  );
}
