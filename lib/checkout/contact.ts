import { invalidFields } from "@/lib/vocabulary/domain-error";
import type { ShippingKind } from "@/lib/pricing/delivery";
import { shippingAddressSchema, type ContactAddress } from "@/lib/vocabulary/shipping-address";

export const PICKUP_PHONE_REQUIRED = "Phone number is required for pickup";

/** The contact's fields, by their names in the checkout, at a request's path ("contact.address"). */
export function contactFieldPaths(prefix: string): Record<string, string> {
  return Object.fromEntries(Object.keys(shippingAddressSchema.shape).map((field) => [field, `${prefix}.${field}`]));
}

/**
 * What the chosen method needs of the contact: a delivery, the whole address (the same rules and
 * messages as the form's); a pickup, only a phone number to say the parcel is ready.
 */
export function assertContactFor(kind: ShippingKind, contact: ContactAddress): void {
  if (kind === "pickup") {
    if (!contact.phoneNumber) throw invalidFields("phone-required", { phoneNumber: [PICKUP_PHONE_REQUIRED] });
    return;
  }
  const checked = shippingAddressSchema.safeParse(contact);
  if (checked.success) return;
  const fields: Record<string, string[]> = {};
  for (const issue of checked.error.issues) {
    const field = String(issue.path[0] ?? "address");
    fields[field] = [...(fields[field] ?? []), issue.message];
  }
  throw invalidFields("address-required", fields);
}
