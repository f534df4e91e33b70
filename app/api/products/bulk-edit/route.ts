import { route } from "@/lib/api/route";
import { editProducts } from "@/lib/catalog/bulk-edit";
import { bulkEditSchema } from "@/lib/catalog/bulk-edit-schema";

export const dynamic = "force-dynamic";

/** One change (prices, stock, a promotion) made to the chosen products or the whole list; refused products come back with their reason. */
export const POST = route({ access: "products", body: bulkEditSchema }, async ({ body, caller }) => ({ success: true, ...(await editProducts(body, caller)) }));
