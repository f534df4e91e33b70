import { listAccountOrders } from "@/lib/account/orders";
import { route } from "@/lib/api/route";

export const dynamic = "force-dynamic";

/** The signed-in customer's own orders, newest first. */
export const GET = route({ access: "customer" }, async ({ caller }) => ({ success: true, orders: await listAccountOrders(caller.id) }));
