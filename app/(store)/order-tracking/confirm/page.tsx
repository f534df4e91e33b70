import { privatePageMetadata } from "@/lib/content/private-page";
import { StorePage } from "@/components/layout/store-page";
import { ConfirmShippingChange } from "@/components/order-tracking/confirm-shipping-change";

export const metadata = privatePageMetadata("Confirm the new delivery details");

export const dynamic = "force-dynamic";

export default async function ConfirmShippingChangePage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { token } = await searchParams;
  return (
    <StorePage eyebrow="Where is my order?" title="Confirm the new delivery details">
      <ConfirmShippingChange token={typeof token === "string" ? token : ""} />
    </StorePage>
  );
}
