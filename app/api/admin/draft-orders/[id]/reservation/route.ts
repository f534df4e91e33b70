import { route } from "@/lib/api/route";
import { draftOrderIdParams, reservationSchema } from "@/lib/checkout/draft-order-schemas";
import { draftOrderView } from "@/lib/checkout/draft-orders";
import { releaseDraftStock, reserveDraftStock } from "@/lib/checkout/draft-reservation";

export const dynamic = "force-dynamic";

/** Holds the draft's stock for its buyer until the chosen time, every line or none. */
export const POST = route({ access: "orders:status", params: draftOrderIdParams, body: reservationSchema }, async ({ params, body }) => ({
  success: true,
  data: await draftOrderView(await reserveDraftStock(params.id, body.until)),
}));

/** Gives the reserved units back to the shelf. */
export const DELETE = route({ access: "orders:status", params: draftOrderIdParams }, async ({ params }) => ({
  success: true,
  data: await draftOrderView(await releaseDraftStock(params.id)),
}));
