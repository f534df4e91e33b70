import { STORE_NAME } from "@/lib/admin/navigation";
import { CONTACT_DETAILS } from "@/lib/content/contact-details";
import type { ShopDetails } from "@/lib/settings/schemas";

/** What an invoice prints for a field the owner left blank: the shop's name and contact details. */
export const CONTACT_FALLBACK: ShopDetails = { name: STORE_NAME, address: CONTACT_DETAILS.address, email: CONTACT_DETAILS.email, phone: CONTACT_DETAILS.phone, taxId: "" };

/** The shop's details as printed: each field the owner's, or the contact details' where blank. */
export function printedShopDetails(details: ShopDetails | undefined): ShopDetails {
  const pick = (key: keyof ShopDetails) => details?.[key]?.trim() || CONTACT_FALLBACK[key];
  return { name: pick("name"), address: pick("address"), email: pick("email"), phone: pick("phone"), taxId: pick("taxId") };
}
