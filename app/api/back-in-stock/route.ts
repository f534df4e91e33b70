import { route } from "@/lib/api/route";
import { askBackInStock } from "@/lib/back-in-stock/requests";
import { backInStockRequestSchema } from "@/lib/back-in-stock/schemas";
import { clientAddress } from "@/lib/http/client-address";

/** Public: "E-mail me when it's back" for a sold-out size. */
export const POST = route({ body: backInStockRequestSchema }, async ({ body, request }) => {
  await askBackInStock(body, clientAddress(request.headers));
  return { success: true };
});
