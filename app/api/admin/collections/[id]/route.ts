import { idParams, route } from "@/lib/api/route";
import { deleteCollection, updateCollection } from "@/lib/catalog/collections";
import { COLLECTION_MESSAGES, collectionInputSchema } from "@/lib/catalog/collection-schema";

export const dynamic = "force-dynamic";

const byId = idParams(COLLECTION_MESSAGES.notFound);

export const PUT = route({ access: "content", params: byId, body: collectionInputSchema }, async ({ body, params }) => ({
  success: true,
  message: COLLECTION_MESSAGES.updated,
  data: await updateCollection(params.id, body),
}));

export const DELETE = route({ access: "content", params: byId }, async ({ params }) => {
  await deleteCollection(params.id);
  return { success: true, message: COLLECTION_MESSAGES.removed };
});
