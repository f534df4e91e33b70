/**
 * How an uploaded photo is written and found again: the widths and formats every photo gets, and
 * the content-addressed names that carry them. Pure, so pages, the uploads route and the pipeline
 * agree on one description.
 *
 * A stored photo's URL is its JPEG share copy, `/uploads/<hash>-<W>x<H>-<w>.jpg`: e-mail, Open
 * Graph and JSON-LD can use it as it is, and every other variant follows from the name alone, so a
 * cart line or an order that keeps only the URL still gets the responsive set.
 */

import { ARTWORK_SHARE_WIDTH, ARTWORK_WIDTHS, artworkCopyUrl, isArtworkUrl } from "./artwork";
import { pickImageTypes, typeOfExtension } from "./image-types";

/** Widths a photo is written at in AVIF and WebP, below its own width, which is the largest. */
export const PHOTO_WIDTHS = [320, 480, 640, 960, 1280, 1600] as const;
/** The widest a stored photo ever is: a 1600-pixel copy fills a retina laptop's product page. */
export const MAX_PHOTO_WIDTH = PHOTO_WIDTHS[PHOTO_WIDTHS.length - 1] as number;
/** The JPEG for e-mail, Open Graph and JSON-LD: what link previews and mail clients ask for. */
export const SHARE_WIDTH = 1200;

export const PHOTO_FORMATS = pickImageTypes("avif", "webp", "jpeg");
export type PhotoFormat = keyof typeof PHOTO_FORMATS;
/** What a browser picks from in a `<picture>`, best first; the JPEG is the `<img>` fallback. */
export const RESPONSIVE_FORMATS = ["avif", "webp"] as const satisfies readonly PhotoFormat[];

/** A processed photo: its content hash and its size once oriented and capped. */
export interface PhotoKey {
  hash: string;
  width: number;
  height: number;
}

export interface PhotoVariant {
  format: PhotoFormat;
  width: number;
}

const HASH_LENGTH = 24;
const VARIANT_NAME = /^([a-f0-9]{24})-([1-9]\d{0,4})x([1-9]\d{0,4})-([1-9]\d{0,4})\.(avif|webp|jpg)$/;

/** The widths a photo of this width is written at: never upscaled, its own width the largest. */
export function photoWidths(width: number): number[] {
  const capped = Math.min(width, MAX_PHOTO_WIDTH);
  return [...PHOTO_WIDTHS.filter((candidate) => candidate < capped), capped];
}

export function shareWidth(width: number): number {
  return Math.min(width, SHARE_WIDTH);
}

/** Every file a photo is stored as. */
export function photoVariants(key: Pick<PhotoKey, "width">): PhotoVariant[] {
  const responsive = RESPONSIVE_FORMATS.flatMap((format) => photoWidths(key.width).map((width) => ({ format, width })));
  return [...responsive, { format: "jpeg", width: shareWidth(key.width) }];
}

export function photoKeyName(key: PhotoKey): string {
  return `${key.hash}-${key.width}x${key.height}`;
}

export function variantFileName(key: PhotoKey, variant: PhotoVariant): string {
  return `${photoKeyName(key)}-${variant.width}.${PHOTO_FORMATS[variant.format].extension}`;
}

export function photoUrl(key: PhotoKey, variant: PhotoVariant): string {
  return `/uploads/${variantFileName(key, variant)}`;
}

/** The URL a product stores for a photo: its share JPEG. */
export function storedPhotoUrl(key: PhotoKey): string {
  return photoUrl(key, { format: "jpeg", width: shareWidth(key.width) });
}

/** A variant file name the pipeline writes, or null: only these names are ever served. */
export function parseVariantFileName(name: string): { key: PhotoKey; variant: PhotoVariant } | null {
  const match = VARIANT_NAME.exec(name);
  if (!match) return null;
  const [, hash = "", width, height, variantWidth, extension = ""] = match;
  const key = { hash, width: Number(width), height: Number(height) };
  const format = typeOfExtension(PHOTO_FORMATS, extension);
  if (!format || key.width > MAX_PHOTO_WIDTH || hash.length !== HASH_LENGTH) return null;
  const variant = { format, width: Number(variantWidth) };
  const written = photoVariants(key).some((candidate) => candidate.format === variant.format && candidate.width === variant.width);
  return written ? { key, variant } : null;
}

/** The photo behind one of our upload URLs, or null for artwork, legacy uploads and other hosts. */
export function photoKeyOfUrl(url: string): PhotoKey | null {
  if (!url.startsWith("/uploads/")) return null;
  return parseVariantFileName(url.slice("/uploads/".length))?.key ?? null;
}

const CLOUDINARY_UPLOAD = /^(https:\/\/res\.cloudinary\.com\/[^/]+\/image\/upload\/)(.+)$/;

/** A Cloudinary delivery URL resized on their side: their format and quality choice, never upscaled. */
function cloudinaryUrl(prefix: string, rest: string, transformation: string): string {
  return `${prefix}${transformation}/${rest}`;
}

/** What an `<img>` or `<picture>` needs for one image: a fallback and the sets a browser picks from. */
export interface ResponsiveImage {
  src: string;
  /** For `<img srcset>`: a single set in whatever format the host negotiates. */
  srcSet?: string;
  /** For `<picture><source>`: one set per format, best first. */
  sources: { type: string; srcSet: string }[];
  /** Intrinsic size, where the URL tells it. */
  width?: number;
  height?: number;
}

const srcSetOf = (widths: number[], urlFor: (width: number) => string) => widths.map((width) => `${urlFor(width)} ${width}w`).join(", ");

/** One `<source>` per responsive format, each listing the image at every width. */
const formatSources = (widths: readonly number[], urlFor: (format: (typeof RESPONSIVE_FORMATS)[number], width: number) => string) =>
  RESPONSIVE_FORMATS.map((format) => ({ type: PHOTO_FORMATS[format].contentType, srcSet: srcSetOf([...widths], (width) => urlFor(format, width)) }));

/** The widths a set lists: every one, or for an image never shown wider than `upTo` device pixels, those up to the first that covers it. */
function widthsUpTo(widths: readonly number[], upTo: number | undefined): number[] {
  const covering = upTo ? widths.findIndex((width) => width >= upTo) : -1;
  return covering < 0 ? [...widths] : widths.slice(0, covering + 1);
}

/**
 * The responsive form of any product or banner image URL: our photos and our artwork get AVIF and
 * WebP sets by width, Cloudinary photos get its resized deliveries, and anything else (a photo
 * uploaded before the pipeline, an outside URL) is shown as it is. A thumbnail says how many device
 * pixels wide it is at most (`upTo`): its sets then stop at the first width that covers it.
 */
export function responsiveImage(url: string, upTo?: number): ResponsiveImage {
  if (isArtworkUrl(url)) {
    return { src: url, sources: formatSources(widthsUpTo(ARTWORK_WIDTHS, upTo), (format, width) => artworkCopyUrl(url, width, PHOTO_FORMATS[format].extension)) };
  }
  const key = photoKeyOfUrl(url);
  if (key) {
    return {
      src: storedPhotoUrl(key),
      sources: formatSources(widthsUpTo(photoWidths(key.width), upTo), (format, width) => photoUrl(key, { format, width })),
      width: key.width,
      height: key.height,
    };
  }
  const cloudinary = CLOUDINARY_UPLOAD.exec(url);
  if (cloudinary) {
    const [, prefix = "", rest = ""] = cloudinary;
    return {
      src: cloudinaryUrl(prefix, rest, `f_auto,q_auto,w_${SHARE_WIDTH},c_limit`),
      srcSet: srcSetOf(widthsUpTo(PHOTO_WIDTHS, upTo), (width) => cloudinaryUrl(prefix, rest, `f_auto,q_auto,w_${width},c_limit`)),
      sources: [],
    };
  }
  return { src: url, sources: [] };
}

/** One JPEG URL for places that take a single image (e-mail, Open Graph, JSON-LD, sitemaps). */
export function shareImageUrl(url: string): string {
  if (isArtworkUrl(url)) return artworkCopyUrl(url, ARTWORK_SHARE_WIDTH, "jpg");
  const cloudinary = CLOUDINARY_UPLOAD.exec(url);
  if (cloudinary) {
    const [, prefix = "", rest = ""] = cloudinary;
    return cloudinaryUrl(prefix, rest, `f_jpg,q_auto,w_${SHARE_WIDTH},c_limit`);
  }
  return url;
}
