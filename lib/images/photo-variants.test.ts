import { parseVariantFileName, photoVariants, photoWidths, responsiveImage, shareImageUrl, storedPhotoUrl } from "./photo-variants";

const HASH = "0123456789abcdef01234567";
const key = { hash: HASH, width: 1600, height: 2000 };

describe("photo variants", () => {
  it("writes the standard widths below a photo's own width, and never above it", () => {
    expect(photoWidths(1600)).toEqual([320, 480, 640, 960, 1280, 1600]);
    expect(photoWidths(1000)).toEqual([320, 480, 640, 960, 1000]);
    expect(photoWidths(200)).toEqual([200]);
    expect(photoVariants({ width: 700 })).toEqual([
      { format: "avif", width: 320 },
      { format: "avif", width: 480 },
      { format: "avif", width: 640 },
      { format: "avif", width: 700 },
      { format: "webp", width: 320 },
      { format: "webp", width: 480 },
      { format: "webp", width: 640 },
      { format: "webp", width: 700 },
      { format: "jpeg", width: 700 },
    ]);
  });

  it("stores the 1200-wide JPEG as a photo's URL", () => {
    expect(storedPhotoUrl(key)).toBe(`/uploads/${HASH}-1600x2000-1200.jpg`);
  });

  it("serves only names the pipeline writes", () => {
    expect(parseVariantFileName(`${HASH}-1600x2000-640.avif`)).toEqual({ key, variant: { format: "avif", width: 640 } });
    for (const name of [
      `${HASH}-1600x2000-700.avif`, // not a width it writes
      `${HASH}-1600x2000-1200.webp`, // 1200 is the JPEG's alone
      `${HASH}-1600x2000-640.jpg`, // JPEG only at 1200
      `${HASH}-1700x2000-1700.avif`, // wider than any stored photo
      `${HASH}-1600x2000-640.png`,
      `${HASH.toUpperCase()}-1600x2000-640.avif`,
      `../${HASH}-1600x2000-640.avif`,
      `${HASH}-0x2000-640.avif`,
    ]) {
      expect(parseVariantFileName(name)).toBeNull();
    }
  });

  it("gives our photos an AVIF and a WebP set by width, with the JPEG as fallback and the size from the name", () => {
    const image = responsiveImage(storedPhotoUrl({ hash: HASH, width: 1000, height: 1250 }));
    expect(image).toEqual({
      src: `/uploads/${HASH}-1000x1250-1000.jpg`,
      sources: [
        { type: "image/avif", srcSet: [320, 480, 640, 960, 1000].map((width) => `/uploads/${HASH}-1000x1250-${width}.avif ${width}w`).join(", ") },
        { type: "image/webp", srcSet: [320, 480, 640, 960, 1000].map((width) => `/uploads/${HASH}-1000x1250-${width}.webp ${width}w`).join(", ") },
      ],
      width: 1000,
      height: 1250,
    });
  });

  it("lists a thumbnail's variants only up to the first width that covers it", () => {
    const photo = storedPhotoUrl({ hash: HASH, width: 1000, height: 1250 });
    expect(responsiveImage(photo, 288).sources.map((source) => source.srcSet)).toEqual([`/uploads/${HASH}-1000x1250-320.avif 320w`, `/uploads/${HASH}-1000x1250-320.webp 320w`]);
    expect(responsiveImage(photo, 500).sources[0]?.srcSet).toBe(`/uploads/${HASH}-1000x1250-320.avif 320w, /uploads/${HASH}-1000x1250-480.avif 480w, /uploads/${HASH}-1000x1250-640.avif 640w`);
    expect(responsiveImage(photo, 4000)).toEqual(responsiveImage(photo));
    expect(responsiveImage("/products/maison-lagos-midnight-oud.svg", 288).sources[1]?.srcSet).toBe("/products/maison-lagos-midnight-oud-320.webp 320w");
    expect(responsiveImage("https://res.cloudinary.com/scents/image/upload/v17/scents/products/abc.jpg", 288).srcSet).toBe("https://res.cloudinary.com/scents/image/upload/f_auto,q_auto,w_320,c_limit/v17/scents/products/abc.jpg 320w");
  });

  it("has Cloudinary resize, choose the format and never upscale, and never sends the original", () => {
    const original = "https://res.cloudinary.com/scents/image/upload/v17/scents/products/abc.jpg";
    const image = responsiveImage(original);
    expect(image.src).toBe("https://res.cloudinary.com/scents/image/upload/f_auto,q_auto,w_1200,c_limit/v17/scents/products/abc.jpg");
    expect(image.srcSet?.split(", ")).toEqual(
      [320, 480, 640, 960, 1280, 1600].map((width) => `https://res.cloudinary.com/scents/image/upload/f_auto,q_auto,w_${width},c_limit/v17/scents/products/abc.jpg ${width}w`),
    );
    expect(image.sources).toEqual([]);
    expect(shareImageUrl(original)).toBe("https://res.cloudinary.com/scents/image/upload/f_jpg,q_auto,w_1200,c_limit/v17/scents/products/abc.jpg");
  });

  it("offers the shop's artwork as its AVIF and WebP copies by width, and shares its JPEG copy", () => {
    const image = responsiveImage("/products/maison-lagos-midnight-oud.svg");
    expect(image.src).toBe("/products/maison-lagos-midnight-oud.svg");
    expect(image.sources).toEqual(
      (["avif", "webp"] as const).map((extension) => ({
        type: `image/${extension}`,
        srcSet: [320, 480, 640, 960, 1280].map((width) => `/products/maison-lagos-midnight-oud-${width}.${extension} ${width}w`).join(", "),
      })),
    );
    expect(responsiveImage("/banner/hero.svg").sources[0]?.srcSet).toMatch(/^\/banner\/hero-320\.avif 320w, /);
    expect(shareImageUrl("/products/placeholder.svg")).toBe("/products/placeholder-1200.jpg");
    expect(shareImageUrl("/banner/hero.svg")).toBe("/banner/hero-1200.jpg");
  });

  it("shows photos from before the pipeline, outside URLs and SVGs that are not the shop's artwork as they are", () => {
    for (const url of [`/uploads/${"a".repeat(32)}.jpg`, "https://example.com/banner.jpg", "/uploads/drawing.svg", "https://example.com/products/oud.svg", "/products/../secret.svg"]) {
      expect(responsiveImage(url)).toEqual({ src: url, sources: [] });
      expect(shareImageUrl(url)).toBe(url);
    }
  });
});
