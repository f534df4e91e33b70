import type { ProductImageView } from "@/lib/catalog/product-view";
import { PLACEHOLDER_IMAGE } from "@/lib/cart/cart-item";
import { responsiveImage, type ResponsiveImage } from "@/lib/images/photo-variants";

export type GalleryPhoto = ProductImageView & { image: ResponsiveImage };

/** A product's photos with their variants worked out on the server, the artwork when it has none. */
export function galleryPhotos(images: ProductImageView[]): GalleryPhoto[] {
  const photos = images.length > 0 ? images : [{ url: PLACEHOLDER_IMAGE }];
  return photos.map((photo) => ({ ...photo, image: responsiveImage(photo.url) }));
}
