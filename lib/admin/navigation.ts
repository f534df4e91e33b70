/**
 * Every admin screen: the spec's ten in its order (with Customers and Reviews beside Orders), then the inbox. The sidebar, the dashboard,
 * the storefront footer's admin block and the proxy's list of known admin paths read this one list.
 */
export const ADMIN_NAV = [
  { href: "/admin", label: "Dashboard", description: "Today's figures and recent activity" },
  { href: "/admin/products", label: "Products", description: "Add, edit and remove products" },
  { href: "/admin/orders", label: "Orders", description: "Confirm payments and move orders on" },
  { href: "/admin/customers", label: "Customers", description: "Accounts and guest buyers, their orders and addresses" },
  { href: "/admin/reviews", label: "Reviews", description: "Publish, hide and answer buyers' reviews" },
  { href: "/admin/users", label: "Profile", description: "Your details, password, admin key and backup codes" },
  { href: "/admin/content", label: "Content", description: "The home page's banner, texts and default theme" },
  { href: "/admin/analytics", label: "Analytics", description: "Sales, orders, page views and conversion" },
  { href: "/admin/settings", label: "Settings", description: "Shipping methods and payment options" },
  { href: "/admin/security", label: "Security", description: "Password, login attempts and backups" },
  { href: "/admin/integrations", label: "Integrations", description: "Connected services and their API keys" },
  { href: "/admin/promotions", label: "Promotions", description: "Promotion codes and their dates" },
  { href: "/admin/messages", label: "Messages", description: "Contact messages and newsletter subscribers" },
] as const;

export type AdminScreen = (typeof ADMIN_NAV)[number];

export const STORE_NAME = "Scents";
