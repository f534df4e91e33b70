import type { Metadata } from "next";

/**
 * The metadata of a page that belongs to one visitor or to the owner (checkout, payment, an
 * order's confirmation, the account, the admin): search engines are asked to leave it out.
 */
export function privatePageMetadata(title: string, description?: string): Metadata {
  return { title, ...(description ? { description } : {}), robots: { index: false, follow: false } };
}
