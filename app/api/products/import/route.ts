import { route } from "@/lib/api/route";
import { checkImport, runImport } from "@/lib/catalog/product-import";
import { importUploadSchema } from "@/lib/catalog/product-import-schema";

export const dynamic = "force-dynamic";

/** A catalogue file checked (the dry run), or, naming the job its dry run recorded, imported. */
export const POST = route({ access: "products", body: importUploadSchema, bodyFormat: "form" }, async ({ body, caller }) => ({
  success: true,
  ...(body.job ? await runImport(body.job, body, caller) : await checkImport(body, caller)),
}));
