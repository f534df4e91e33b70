import { privatePageMetadata } from "@/lib/content/private-page";
import { AccountSignIn } from "@/components/account/account-sign-in";
import { AccountView } from "@/components/account/account-view";
import { StorePage } from "@/components/layout/store-page";
import { listAddresses } from "@/lib/account/addresses";
import { emailProven } from "@/lib/account/email-proven";
import { listAccountOrders } from "@/lib/account/orders";
import { accountHolder } from "@/lib/account/page-session";

export const metadata = privatePageMetadata("Your account", "Your orders, delivery addresses and password.");

// The customer's own orders and addresses, read per request and never cached.
export const dynamic = "force-dynamic";

export default async function AccountPage() {
  const holder = await accountHolder();
  if (!holder) {
    return (
      <StorePage eyebrow="Your account" title="Sign in to your account">
        <AccountSignIn returnTo="/account" />
      </StorePage>
    );
  }
  const [orders, addresses, proven] = await Promise.all([listAccountOrders(holder.id), listAddresses(holder.id), emailProven(holder.id)]);
  return (
    <StorePage eyebrow="Your account" title={`Hello, ${holder.name.split(" ")[0] ?? holder.name}`}>
      <AccountView holder={holder} orders={orders} addresses={addresses} emailProven={proven} />
    </StorePage>
  );
}
