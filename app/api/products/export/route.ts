import { route } from "@/lib/api/route";
import { productCsvText } from "@/lib/catalog/product-export";
import { siteUrl } from "@/lib/content/site-url";
import { csvDownload } from "@/lib/http/csv-download";

export const dynamic = "force-dynamic";

/** The whole catalogue as Shopify's product CSV, streamed as it is read. */
export const GET = route({ access: "products" }, async () => csvDownload("products", productCsvText(siteUrl())));
