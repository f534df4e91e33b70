import { isFulfilmentStatus } from "./order-statuses";

/**
 * Who behind the counter may do what: the one table of staff roles and their permissions. Every
 * admin API declares one permission in route(), every admin page asks for one on the server, and
 * the menu shows only what the server would allow anyway.
 */
export const PERMISSIONS = [
  /** Read orders, their notes, invoices and packing slips. */
  "orders:view",
  /** Move a paid order on: Processing, Shipped, Delivered (and back among them). */
  "orders:fulfil",
  /** Any status change: confirm a bank transfer, cancel an unpaid order. */
  "orders:status",
  "orders:refund",
  /** Products, their sizes, photos and stock. */
  "products",
  /** The home page's content, the collections and customers' reviews. */
  "content",
  /** Customer accounts, messages, subscribers and the exports. */
  "customers",
  /** Sales, revenue and the analytics screen. */
  "analytics",
  "promotions",
  /** Delivery zones, shipping, stock limits and the shop's details. */
  "settings",
  /** Payment methods, Paystack channels and the bank accounts customers pay into. */
  "payments",
  "integrations",
  "staff",
  /** The activity log: who did what and when. */
  "activity",
  "backups",
  /** One's own profile, password, security key and backup codes: every staff member. */
  "account",
] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const STAFF_ROLES = ["owner", "manager", "fulfilment", "content"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

const MANAGER_LACKS: readonly Permission[] = ["staff", "activity", "backups", "integrations", "payments"];

export const ROLE_PERMISSIONS: Readonly<Record<StaffRole, readonly Permission[]>> = {
  owner: PERMISSIONS,
  manager: PERMISSIONS.filter((permission) => !MANAGER_LACKS.includes(permission)),
  fulfilment: ["orders:view", "orders:fulfil", "account"],
  content: ["products", "content", "account"],
};

export const STAFF_ROLE_LABELS: Readonly<Record<StaffRole, string>> = {
  owner: "Owner",
  manager: "Manager",
  fulfilment: "Fulfilment",
  content: "Content",
};

export function isPermission(value: unknown): value is Permission {
  return (PERMISSIONS as readonly unknown[]).includes(value);
}

export function isStaffRole(value: unknown): value is StaffRole {
  return (STAFF_ROLES as readonly unknown[]).includes(value);
}

/**
 * A paid order moving among Processing, Shipped and Delivered is fulfilment's work; confirming a
 * transfer (money in) or cancelling (stock back) needs the wider permission.
 */
export function statusChangePermission(from: string, to: string): Permission {
  return isFulfilmentStatus(from) && isFulfilmentStatus(to) ? "orders:fulfil" : "orders:status";
}

/** Whether a role grants a permission; an account given no role (null) may do nothing. */
export function roleMay(role: StaffRole | null, permission: Permission): boolean {
  return role !== null && ROLE_PERMISSIONS[role].includes(permission);
}
