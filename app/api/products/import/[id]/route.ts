import { idParams, route } from "@/lib/api/route";
import { importJob } from "@/lib/catalog/product-import";

export const dynamic = "force-dynamic";

/** How far an import has got, for the page to show while it runs. */
export const GET = route({ access: "products", params: idParams("This import is not known") }, async ({ params }) => ({ success: true, job: await importJob(params.id) }));
