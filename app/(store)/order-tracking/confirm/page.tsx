import { privatePageMetadata } from "@/lib/content/private-page";
import { linkPage } from "@/components/layout/link-page";
import { ConfirmShippingChange } from "@/components/order-tracking/confirm-shipping-change";

export const metadata = privatePageMetadata("Confirm the new delivery details");

export const dynamic = "force-dynamic";

export default linkPage({ eyebrow: "Where is my order?", title: "Confirm the new delivery details" }, ConfirmShippingChange);
