import "server-only";
import { Product } from "@/models/product";
import { SiteContent } from "@/models/site-content";

/** Whether a product or the homepage banner still shows a stored image, so its files must stay. */
export async function isImageInUse(storageKey: string): Promise<boolean> {
  const [product, banner] = await Promise.all([Product.exists({ "images.storageKey": storageKey }), SiteContent.exists({ bannerStorageKey: storageKey })]);
  return Boolean(product || banner);
}
