"use client";

import { useState, type CSSProperties } from "react";
import { PLACEHOLDER_IMAGE } from "@/lib/cart/cart-item";
import { ResponsivePicture, type ResponsivePictureProps } from "./responsive-picture";

type ProductImageProps = Omit<ResponsivePictureProps, "src" | "onError" | "onLoad" | "ref" | "placeholder"> & {
  src?: string | null;
  /** A tiny blurred copy painted until the photo arrives. */
  placeholder?: string | null;
};

/** A product photo that paints its placeholder while loading and falls back to the artwork when missing or broken. */
export function ProductImage({ src, placeholder, style, ...props }: ProductImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const [loaded, setLoaded] = useState(false);
  const wanted = src || PLACEHOLDER_IMAGE;
  const shown = failedSrc === wanted ? PLACEHOLDER_IMAGE : wanted;
  const fail = () => {
    if (wanted !== PLACEHOLDER_IMAGE) setFailedSrc(wanted);
  };
  const blur: CSSProperties | undefined =
    placeholder && !loaded && shown !== PLACEHOLDER_IMAGE ? { backgroundImage: `url("${placeholder}")`, backgroundSize: "cover", backgroundPosition: "center" } : undefined;
  return (
    <ResponsivePicture
      {...props}
      src={shown}
      style={blur || style ? { ...blur, ...style } : undefined}
      onError={fail}
      onLoad={() => setLoaded(true)}
      // An image that loaded or failed before hydration fires no event: check it once mounted.
      ref={(element) => {
        if (!element?.complete) return;
        if (element.naturalWidth === 0 && shown !== PLACEHOLDER_IMAGE) fail();
        else if (!loaded) setLoaded(true);
      }}
    />
  );
}
