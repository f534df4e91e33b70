import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { ARTWORK_SHARE_WIDTH, ARTWORK_WIDTHS, artworkCopyUrl, isArtworkUrl } from "@/lib/images/artwork";
import { responsiveImage, shareImageUrl } from "@/lib/images/photo-variants";

const PUBLIC_DIR = path.join(__dirname, "../../public");
const artworkUrls = ["products", "banner"].flatMap((dir) =>
  readdirSync(path.join(PUBLIC_DIR, dir))
    .filter((name) => name.endsWith(".svg"))
    .map((name) => `/${dir}/${name}`),
);

// Pages point a <picture> at these copies: one that is missing shows a shopper a broken image, since
// a browser does not fall back from a <source> that fails. Adding artwork without running
// scripts/make-artwork.ts fails here, not on the storefront.
describe("the artwork's raster copies (scripts/make-artwork.ts)", () => {
  it("covers every SVG the storefront shows", () => {
    expect(artworkUrls).toEqual(expect.arrayContaining(["/banner/hero.svg", "/products/placeholder.svg", "/products/maison-lagos-midnight-oud.svg"]));
    expect(artworkUrls.every(isArtworkUrl)).toBe(true);
  });

  it.each(artworkUrls)("has %s at every width and format a page offers, each as wide as its name says", async (url) => {
    const offered = responsiveImage(url).sources.flatMap((source) => source.srcSet.split(", ").map((entry) => ({ type: source.type, entry })));
    expect(offered).toHaveLength(ARTWORK_WIDTHS.length * 2);
    for (const { type, entry } of offered) {
      const [copyUrl = "", descriptor = ""] = entry.split(" ");
      const { format, width } = await sharp(readFileSync(path.join(PUBLIC_DIR, copyUrl))).metadata();
      expect({ copyUrl, format: format === "heif" ? "image/avif" : `image/${format}`, width: `${width}w` }).toEqual({ copyUrl, format: type, width: descriptor });
    }
    const share = await sharp(readFileSync(path.join(PUBLIC_DIR, shareImageUrl(url)))).metadata();
    expect(shareImageUrl(url)).toBe(artworkCopyUrl(url, ARTWORK_SHARE_WIDTH, "jpg"));
    expect([share.format, share.width]).toEqual(["jpeg", ARTWORK_SHARE_WIDTH]);
  });
});
