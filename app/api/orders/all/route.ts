import { route } from "@/lib/api/route";
import { adminOrderQuerySchema } from "@/lib/orders/admin-order-schemas";
import { listOrdersForAdmin } from "@/lib/orders/admin-orders";

export const dynamic = "force-dynamic";

export const GET = route({ access: "orders:view", query: adminOrderQuerySchema }, async ({ query }) => ({
  success: true,
  ...(await listOrdersForAdmin(query)),
}));
