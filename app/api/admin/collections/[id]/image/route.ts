import { idParams, route } from "@/lib/api/route";
import { removeCollectionImage, saveCollectionImage } from "@/lib/catalog/collection-image";
import { COLLECTION_MESSAGES, collectionImageSchema } from "@/lib/catalog/collection-schema";

export const dynamic = "force-dynamic";

const byId = idParams(COLLECTION_MESSAGES.notFound);

/** Multipart with `image`: the collection's new photo. */
export const PUT = route({ access: "content", params: byId, body: collectionImageSchema, bodyFormat: "form" }, async ({ body, params }) => ({
  success: true,
  message: COLLECTION_MESSAGES.updated,
  data: await saveCollectionImage(params.id, body.image),
}));

export const DELETE = route({ access: "content", params: byId }, async ({ params }) => ({ success: true, message: COLLECTION_MESSAGES.updated, data: await removeCollectionImage(params.id) }));
