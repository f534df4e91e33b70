import { route } from "@/lib/api/route";
import { movePrices } from "@/lib/catalog/bulk-price";
import { bulkPriceSchema } from "@/lib/catalog/bulk-price-schema";

export const dynamic = "force-dynamic";

/** Every listed product's prices moved at once: all or, naming each refused size, none. */
export const POST = route({ access: "products", body: bulkPriceSchema }, async ({ body, caller }) => {
  const moved = await movePrices(body, caller);
  return { success: true, moved, message: `Prices moved on ${moved} ${moved === 1 ? "product" : "products"}` };
});
