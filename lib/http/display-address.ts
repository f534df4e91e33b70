/**
 * A client address as people read it: an IPv4 address the socket reported in its IPv6-mapped
 * form (::ffff:127.0.0.1) is shown as the IPv4 address (127.0.0.1).
 */
export function displayAddress(address: string | null | undefined): string {
  if (!address) return "unknown";
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address.trim());
  return mapped?.[1] ?? address.trim();
}
