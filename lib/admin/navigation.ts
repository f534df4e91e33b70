/**
 * Every admin screen, in the spec's order; the sidebar, the dashboard and the footer read this one
 * list. `built: false` marks a screen the spec names that this shop does not have yet: it is shown
 * as coming, never linked, so no link leads an admin somewhere that is not there.
 */
export const ADMIN_NAV = [
  { href: "/admin", label: "Dashboard", built: true },
  { href: "/admin/products", label: "Products", built: true },
  { href: "/admin/orders", label: "Orders", built: true },
  { href: "/admin/users", label: "Profile", built: false },
  { href: "/admin/content", label: "Content", built: false },
  { href: "/admin/analytics", label: "Analytics", built: true },
  { href: "/admin/settings", label: "Settings", built: false },
  { href: "/admin/security", label: "Security", built: false },
  { href: "/admin/integrations", label: "Integrations", built: false },
  { href: "/admin/promotions", label: "Promotions", built: false },
] as const;

export function isBuiltAdminScreen(href: string): boolean {
  return ADMIN_NAV.some((screen) => screen.href === href && screen.built);
}

export const STORE_NAME = "Scents";
