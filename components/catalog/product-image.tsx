"use client";

import { useState, type CSSProperties } from "react";
import { PLACEHOLDER_IMAGE } from "@/lib/cart/cart-item";
import type { ResponsiveImage } from "@/lib/images/photo-variants";
import { Picture, type PictureProps } from "./picture";

type ProductImageProps = Omit<PictureProps, "image" | "onError" | "onLoad" | "ref" | "placeholder"> & {
  /** The photo's variants (responsiveImage of its URL); none, or an empty URL, shows the artwork. */
  image?: ResponsiveImage | null;
  /** A tiny blurred copy painted until the photo arrives. */
  placeholder?: string | null;
};

const ARTWORK: ResponsiveImage = { src: PLACEHOLDER_IMAGE, sources: [] };

/** A product photo that paints its placeholder while loading and falls back to the artwork when missing or broken. */
export function ProductImage({ image, placeholder, style, ...props }: ProductImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const [loaded, setLoaded] = useState(false);
  const wanted = image?.src ? image : ARTWORK;
  const shown = failedSrc === wanted.src ? ARTWORK : wanted;
  const fail = () => {
    if (wanted !== ARTWORK) setFailedSrc(wanted.src);
  };
  const blur: CSSProperties | undefined =
    placeholder && !loaded && shown !== ARTWORK ? { backgroundImage: `url("${placeholder}")`, backgroundSize: "cover", backgroundPosition: "center" } : undefined;
  return (
    <Picture
      {...props}
      image={shown}
      style={blur || style ? { ...blur, ...style } : undefined}
      onError={fail}
      onLoad={() => setLoaded(true)}
      // An image that loaded or failed before hydration fires no event: check it once mounted.
      ref={(element) => {
        if (!element?.complete) return;
        if (element.naturalWidth === 0 && shown !== ARTWORK) fail();
        else if (!loaded) setLoaded(true);
      }}
    />
  );
}
