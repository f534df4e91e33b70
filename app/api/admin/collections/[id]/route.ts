import { answerRemoval, answerUpdate } from "@/lib/api/record-answers";
import { idParams, route } from "@/lib/api/route";
import { deleteCollection, updateCollection } from "@/lib/catalog/collections";
import { COLLECTION_MESSAGES, collectionInputSchema } from "@/lib/catalog/collection-schema";

export const dynamic = "force-dynamic";

const byId = idParams(COLLECTION_MESSAGES.notFound);

export const PUT = route({ access: "content", params: byId, body: collectionInputSchema }, answerUpdate(COLLECTION_MESSAGES, "data", updateCollection));

export const DELETE = route({ access: "content", params: byId }, answerRemoval(COLLECTION_MESSAGES, deleteCollection));
