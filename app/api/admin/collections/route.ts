import { json, route } from "@/lib/api/route";
import { createCollection, listCollections } from "@/lib/catalog/collections";
import { COLLECTION_MESSAGES, collectionInputSchema } from "@/lib/catalog/collection-schema";

export const dynamic = "force-dynamic";

export const GET = route({ access: "content" }, async () => ({ success: true, data: await listCollections() }));

export const POST = route({ access: "content", body: collectionInputSchema }, async ({ body }) =>
  json({ success: true, message: COLLECTION_MESSAGES.added, data: await createCollection(body) }, 201),
);
