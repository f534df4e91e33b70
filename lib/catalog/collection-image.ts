import "server-only";
import { revalidateTags } from "@/lib/cache/revalidate";
import { COLLECTIONS_TAG, collectionTag } from "@/lib/cache/tags";
import { connectToDatabase } from "@/lib/db/connect";
import { checkImages, deleteImages, storeImages, type StoredImage } from "@/lib/uploads/image-storage";
import { DomainError, invalidFields } from "@/lib/vocabulary/domain-error";
import { Collection, type CollectionRecord } from "@/models/collection";
import { COLLECTION_MESSAGES, type CollectionView } from "./collection-schema";
import { toCollectionView } from "./collections";

const collectionNotFound = () => new DomainError("collection-not-found", "not-found", COLLECTION_MESSAGES.notFound);

async function storePhoto(file: File): Promise<StoredImage> {
  try {
    return (await storeImages(await checkImages([file])))[0]!;
  } catch (error) {
    // The image checks speak of product "images"; here the field is the collection's image.
    if (error instanceof DomainError && error.detail.fields?.images) throw invalidFields(error.code, { image: error.detail.fields.images });
    throw error;
  }
}

/**
 * Puts an uploaded photo on a collection, through the product photos' pipeline (checked, cleaned,
 * in every width the pages ask for). The files are stored first and removed again if the save
 * fails; the photo it replaces goes only once the save has succeeded (and nothing else shows it).
 */
export async function saveCollectionImage(id: string, file: File): Promise<CollectionView> {
  await connectToDatabase();
  if (!(await Collection.exists({ _id: id }))) throw collectionNotFound();
  const stored = await storePhoto(file);
  let before: CollectionRecord | null;
  try {
    before = await Collection.findByIdAndUpdate(id, { $set: { image: stored.url, imageStorageKey: stored.storageKey } }).lean<CollectionRecord>();
  } catch (error) {
    await deleteImages([stored]);
    throw error;
  }
  if (!before) {
    await deleteImages([stored]);
    throw collectionNotFound();
  }
  if (before.imageStorageKey && before.imageStorageKey !== stored.storageKey) await deleteImages([{ storageKey: before.imageStorageKey }]);
  await revalidateTags(COLLECTIONS_TAG, collectionTag(before.slug));
  return toCollectionView({ ...before, image: stored.url, imageStorageKey: stored.storageKey } as CollectionRecord);
}

/** Takes the photo off a collection; its files go unless something else shows them. */
export async function removeCollectionImage(id: string): Promise<CollectionView> {
  await connectToDatabase();
  const before = await Collection.findByIdAndUpdate(id, { $unset: { image: 1, imageStorageKey: 1 } }).lean<CollectionRecord>();
  if (!before) throw collectionNotFound();
  if (before.imageStorageKey) await deleteImages([{ storageKey: before.imageStorageKey }]);
  await revalidateTags(COLLECTIONS_TAG, collectionTag(before.slug));
  return toCollectionView({ ...before, image: undefined, imageStorageKey: undefined } as CollectionRecord);
}
