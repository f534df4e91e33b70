import "server-only";
import { Collection } from "@/models/collection";
import { Product } from "@/models/product";
import { SiteContent } from "@/models/site-content";

/** Whether a product, the homepage banner or a collection still shows a stored image, so its files must stay. */
export async function isImageInUse(storageKey: string): Promise<boolean> {
  const [product, banner, collection] = await Promise.all([
    Product.exists({ "images.storageKey": storageKey }),
    SiteContent.exists({ bannerStorageKey: storageKey }),
    Collection.exists({ imageStorageKey: storageKey }),
  ]);
  return Boolean(product || banner || collection);
}
