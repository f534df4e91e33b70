import type { ImgHTMLAttributes } from "react";
import { responsiveImage } from "@/lib/images/photo-variants";

export type ResponsivePictureProps = Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "srcSet" | "sizes" | "alt"> & {
  src: string;
  alt: string;
  /** How wide the image is shown, as `<img sizes>` says it: the browser picks the variant from it. */
  sizes: string;
  ref?: (element: HTMLImageElement | null) => void;
};

/**
 * An uploaded photo in the smallest file that fills its box: AVIF or WebP at the width the layout
 * needs (Cloudinary's own resize for photos kept there), lazy and async unless told otherwise.
 * Artwork and outside URLs render as a plain image.
 */
export function ResponsivePicture({ src, alt, sizes, loading = "lazy", decoding = "async", ...props }: ResponsivePictureProps) {
  const image = responsiveImage(src);
  const img = (
    // eslint-disable-next-line @next/next/no-img-element -- variants are made at upload (lib/uploads/photo-pipeline.ts), not by Next's optimizer
    <img {...props} src={image.src} srcSet={image.srcSet} sizes={image.srcSet ? sizes : undefined} alt={alt} loading={loading} decoding={decoding} />
  );
  if (image.sources.length === 0) return img;
  return (
    <picture>
      {image.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      {img}
    </picture>
  );
}
