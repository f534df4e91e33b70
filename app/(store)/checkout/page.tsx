import { privatePageMetadata } from "@/lib/content/private-page";
import { CheckoutView } from "@/components/checkout/checkout-view";
import { StorePage } from "@/components/layout/store-page";
import { getStoreSettings } from "@/lib/settings/store-settings";

export const metadata = privatePageMetadata("Checkout", "Shipping details and order summary.");

// The zones, shipping methods and their prices are the owner's current settings, read per request.
export const dynamic = "force-dynamic";

export default async function CheckoutPage() {
  const { deliveryZones, shippingMethods } = await getStoreSettings();
  return (
    <StorePage eyebrow="Almost yours" title="Checkout">
      <CheckoutView delivery={{ deliveryZones, shippingMethods }} />
    </StorePage>
  );
}
