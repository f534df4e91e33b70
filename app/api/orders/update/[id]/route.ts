import { route } from "@/lib/http/route";
import { orderStatusUpdateSchema, type OrderStatusUpdate } from "@/lib/orders/admin-order-schemas";
import { toAdminOrderView } from "@/lib/orders/admin-orders";
import { changeOrderStatus } from "@/lib/orders/order-status";

export const dynamic = "force-dynamic";

export const PUT = route<OrderStatusUpdate, undefined, { id: string }>(
  { access: "admin", body: orderStatusUpdateSchema },
  async ({ body, params }) => ({
    success: true,
    message: "Order status updated successfully!",
    order: toAdminOrderView(await changeOrderStatus(params.id, body.status)),
  }),
);
