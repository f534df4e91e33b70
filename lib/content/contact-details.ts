/** How shoppers reach the shop, shown in the footer and on /contact-us. */
export const CONTACT_DETAILS = {
  email: "hello@scents.ng",
  phone: "+234 801 234 5678",
  phoneHref: "tel:+2348012345678",
  whatsappHref: "https://wa.me/2348012345678",
  instagramHref: "https://www.instagram.com/scents.ng",
  tiktokHref: "https://www.tiktok.com/@scents.ng",
  address: "14 Admiralty Way, Lekki Phase 1, Lagos",
  hours: "Monday to Saturday, 9am to 6pm",
} as const;

/** The footer's year (spec: 2025). */
export const FOOTER_YEAR = 2025;
