import { roleMay, type Permission, type StaffRole } from "@/lib/vocabulary/staff-roles";

/**
 * Every admin screen: the spec's ten in its order (with Customers and Reviews beside Orders), then
 * the inbox, each with the permission its page asks for on the server (null: every staff member).
 * The sidebar, the dashboard, the storefront footer's admin block and the proxy's list of known
 * admin paths read this one list.
 */
export const ADMIN_NAV = [
  { href: "/admin", label: "Dashboard", description: "Today's figures and recent activity", permission: null },
  { href: "/admin/products", label: "Products", description: "Add, edit and remove products", permission: "products" },
  { href: "/admin/orders", label: "Orders", description: "Confirm payments and move orders on", permission: "orders:view" },
  { href: "/admin/customers", label: "Customers", description: "Accounts and guest buyers, their orders and addresses", permission: "customers" },
  { href: "/admin/reviews", label: "Reviews", description: "Publish, hide and answer buyers' reviews", permission: "content" },
  { href: "/admin/users", label: "Profile", description: "Your details, password, admin key and backup codes", permission: "account" },
  { href: "/admin/content", label: "Content", description: "The home page's banner, texts and default theme", permission: "content" },
  { href: "/admin/analytics", label: "Analytics", description: "Sales, orders, page views and conversion", permission: "analytics" },
  { href: "/admin/settings", label: "Settings", description: "Shipping methods and payment options", permission: "settings" },
  { href: "/admin/security", label: "Security", description: "Password, login attempts and backups", permission: "account" },
  { href: "/admin/integrations", label: "Integrations", description: "Connected services and their API keys", permission: "integrations" },
  { href: "/admin/collections", label: "Collections", description: "Hand-picked and rule-made collections and their pages", permission: "content" },
  { href: "/admin/promotions", label: "Promotions", description: "Promotion codes and their dates", permission: "promotions" },
  { href: "/admin/messages", label: "Messages", description: "Contact messages and newsletter subscribers", permission: "customers" },
  { href: "/admin/abandoned-checkouts", label: "Abandoned checkouts", description: "Checkouts left with an e-mail, their reminders and the orders they brought back", permission: "customers" },
  { href: "/admin/staff", label: "Staff", description: "Invite staff, change their roles, suspend or remove them", permission: "staff" },
  { href: "/admin/activity", label: "Activity", description: "Who did what and when, kept a year", permission: "activity" },
] as const satisfies readonly { href: string; label: string; description: string; permission: Permission | null }[];

export type AdminScreen = (typeof ADMIN_NAV)[number];

/** The screens a role may open: the menu hides what the server would refuse anyway. */
export function screensFor(role: StaffRole | null): AdminScreen[] {
  return ADMIN_NAV.filter((screen) => screen.permission === null || roleMay(role, screen.permission));
}

export const STORE_NAME = "Scents";
