/**
 * The shop's own artwork: the product drawings and the banner, SVGs under public/products and
 * public/banner, each with raster copies beside it (scripts/make-artwork.ts writes them).
 *
 * An SVG is light to send and heavy to show: a phone builds each one as a document of its own on
 * the main thread and paints its gradients again at every size, while a raster copy is decoded off
 * it. E-mail clients and link previews do not show SVG at all; they get the JPEG copy.
 */

/** Widths of the AVIF and WebP copies: a card on a small phone up to the product page on a retina laptop. */
export const ARTWORK_WIDTHS = [320, 480, 640, 960, 1280] as const;
/** The JPEG copy for e-mail, Open Graph and JSON-LD, as wide as a photo's. */
export const ARTWORK_SHARE_WIDTH = 1200;

const ARTWORK_URL = /^\/(?:products|banner)\/[a-z0-9]+(?:-[a-z0-9]+)*\.svg$/;

export function isArtworkUrl(url: string): boolean {
  return ARTWORK_URL.test(url);
}

/** `/products/x.svg` → `/products/x-640.avif`: a copy's name follows from its artwork's. */
export function artworkCopyUrl(url: string, width: number, extension: "avif" | "webp" | "jpg"): string {
  return url.replace(/\.svg$/, `-${width}.${extension}`);
}
