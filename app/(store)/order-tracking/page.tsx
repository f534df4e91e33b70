import type { Metadata } from "next";
import { StorePage } from "@/components/layout/store-page";
import { TrackingView } from "@/components/order-tracking/tracking-view";
import { getWhatsappNumber } from "@/lib/settings/whatsapp-number";

export const metadata: Metadata = {
  title: "Track your order",
  description: "Follow your Scents order from payment to delivery.",
};

export default async function OrderTrackingPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { id } = await searchParams;
  return (
    <StorePage eyebrow="Where is my order?" title="Order tracking" lede="Enter your order ID. Add the e-mail you used at checkout to see the full delivery address and change it.">
      <TrackingView initialId={typeof id === "string" ? id : ""} whatsappNumber={await getWhatsappNumber()} />
    </StorePage>
  );
}
