"use client";

import { useState, type ImgHTMLAttributes } from "react";
import { PLACEHOLDER_IMAGE } from "@/lib/cart/cart-item";

type ProductImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "alt" | "onError"> & { src?: string | null; alt: string };

/** A product image that falls back to the placeholder when missing or when it fails to load. */
export function ProductImage({ src, alt, ...props }: ProductImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const wanted = src || PLACEHOLDER_IMAGE;
  const shown = failedSrc === wanted ? PLACEHOLDER_IMAGE : wanted;
  const fail = () => {
    if (wanted !== PLACEHOLDER_IMAGE) setFailedSrc(wanted);
  };
  return (
    // eslint-disable-next-line @next/next/no-img-element -- artwork is SVG or an uploaded file served as is
    <img
      {...props}
      src={shown}
      alt={alt}
      onError={fail}
      // An image that failed before hydration never fires onError: check it once mounted.
      ref={(img) => {
        if (img && img.complete && img.naturalWidth === 0 && shown !== PLACEHOLDER_IMAGE) fail();
      }}
    />
  );
}
