/** Every admin screen, in the spec's order; the sidebar and the dashboard read this one list. */
export const ADMIN_NAV = [
  { href: "/admin", label: "Dashboard" },
  { href: "/admin/products", label: "Products" },
  { href: "/admin/orders", label: "Orders" },
  { href: "/admin/users", label: "Profile" },
  { href: "/admin/content", label: "Content" },
  { href: "/admin/analytics", label: "Analytics" },
  { href: "/admin/settings", label: "Settings" },
  { href: "/admin/security", label: "Security" },
  { href: "/admin/integrations", label: "Integrations" },
  { href: "/admin/promotions", label: "Promotions" },
] as const;

export const STORE_NAME = "Scents";
