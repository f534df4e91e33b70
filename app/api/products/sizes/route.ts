import { route } from "@/lib/api/route";
import { saveSizeGrid } from "@/lib/catalog/size-grid";
import { sizeGridSchema } from "@/lib/catalog/size-grid-schema";

export const dynamic = "force-dynamic";

/** The grid of sizes saved in one step: each product's sizes whole or not at all, refused sizes with their reason. */
export const POST = route({ access: "products", body: sizeGridSchema }, async ({ body, caller }) => ({ success: true, ...(await saveSizeGrid(body, caller)) }));
