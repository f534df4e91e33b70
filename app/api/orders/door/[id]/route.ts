import { route } from "@/lib/api/route";
import { doorOutcomeSchema, orderIdParams } from "@/lib/orders/admin-order-schemas";
import { toAdminOrderView } from "@/lib/orders/admin-orders";
import { recordDoorOutcome } from "@/lib/orders/door-outcome";

export const dynamic = "force-dynamic";

/** A pay-on-delivery order at the door: "Paid on delivery" (amount and how) or "Refused at the door" (why). */
export const POST = route({ access: "orders:status", params: orderIdParams, body: doorOutcomeSchema }, async ({ body, params }) => ({
  success: true,
  message: body.outcome === "paid" ? "Payment on delivery recorded" : "Refusal recorded; the stock is back on sale",
  order: toAdminOrderView(await recordDoorOutcome(params.id, body)),
}));
