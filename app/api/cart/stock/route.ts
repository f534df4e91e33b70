import { findCartStock } from "@/lib/cart/stock";
import { cartStockRequestSchema } from "@/lib/cart/schemas";
import { json, route } from "@/lib/api/route";

export const dynamic = "force-dynamic";

export const POST = route({ body: cartStockRequestSchema }, async ({ body }) =>
  json({ success: true, ...(await findCartStock(body.ids)) }, { headers: { "Cache-Control": "no-store" } }),
);
