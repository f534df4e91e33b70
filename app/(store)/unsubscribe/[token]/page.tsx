import { StorePage } from "@/components/layout/store-page";
import { OptOutButton } from "@/components/winback/opt-out-button";
import { privatePageMetadata } from "@/lib/content/private-page";

export const metadata = privatePageMetadata("Unsubscribe");

export const dynamic = "force-dynamic";

/**
 * A reminder's one-click opt-out. The click on the page, not the link, records it: mail scanners
 * that open every link in a message must not unsubscribe the shopper.
 */
export default async function UnsubscribePage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  return (
    <StorePage eyebrow="E-mail" title="Stop reminders" lede="No more reminders of checkouts you left or of sizes back in stock. Receipts and updates about your orders still come.">
      <OptOutButton token={token} />
    </StorePage>
  );
}
