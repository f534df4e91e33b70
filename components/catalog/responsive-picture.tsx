import { responsiveImage } from "@/lib/images/photo-variants";
import { Picture, type PictureProps } from "./picture";

export type ResponsivePictureProps = Omit<PictureProps, "image"> & { src: string };

/**
 * An uploaded photo in the smallest file that fills its box: AVIF or WebP at the width the layout
 * needs (Cloudinary's own resize for photos kept there). Artwork and outside URLs render as a plain image.
 */
export function ResponsivePicture({ src, ...props }: ResponsivePictureProps) {
  return <Picture image={responsiveImage(src)} {...props} />;
}
