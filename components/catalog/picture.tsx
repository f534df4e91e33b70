import type { ImgHTMLAttributes } from "react";
import type { ResponsiveImage } from "@/lib/images/photo-variants";

export type PictureProps = Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "srcSet" | "sizes" | "alt"> & {
  image: ResponsiveImage;
  alt: string;
  /** How wide the image is shown, as `<img sizes>` says it: the browser picks the variant from it. */
  sizes: string;
  ref?: (element: HTMLImageElement | null) => void;
};

/**
 * An image in the smallest file that fills its box, from its variants as responsiveImage describes
 * them: lazy and async unless told otherwise. Working out the variants is left to the caller, on
 * the server where it can, so the browser never downloads the rules that name them.
 *
 * An eager image is one the first paint shows, so it decodes with that paint: decoded async, it
 * may appear a frame later, after the page's scripts have run, and the largest paint waits for them.
 */
export function Picture({ image, alt, sizes, loading = "lazy", decoding = loading === "eager" ? "auto" : "async", ...props }: PictureProps) {
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
