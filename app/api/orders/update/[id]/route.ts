import { route } from "@/lib/api/route";
import { orderIdParams, orderStatusUpdateSchema } from "@/lib/orders/admin-order-schemas";
import { toAdminOrderView } from "@/lib/orders/admin-orders";
import { changeOrderStatus } from "@/lib/orders/order-status";

export const dynamic = "force-dynamic";

export const PUT = route({ access: "orders:fulfil", params: orderIdParams, body: orderStatusUpdateSchema }, async ({ body, params, caller }) => ({
  success: true,
  message: "Order status updated successfully!",
  order: toAdminOrderView(await changeOrderStatus(params.id, body.status, new Date(), caller.staffRole)),
}));
