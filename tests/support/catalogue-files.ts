import { zipSync } from "fflate";
import sharp from "sharp";

/** A small Shopify product export, as Shopify writes it: two products, one in two sizes with two photos. */
export const SHOPIFY_EXPORT = [
  "Handle,Title,Body (HTML),Vendor,Product Category,Type,Tags,Published,Option1 Name,Option1 Value,Option2 Name,Option2 Value,Variant SKU,Variant Grams,Variant Inventory Tracker,Variant Inventory Qty,Variant Inventory Policy,Variant Price,Variant Compare At Price,Image Src,Image Position,Image Alt Text,SEO Title,SEO Description,Status",
  'midnight-oud,Midnight Oud,"<p>Smoky oud, warm amber &amp; a little rose.</p><p>Lasts all night.</p>",Maison Lagos,Health & Beauty,Eau de Parfum,"oud, night",TRUE,Size,50 ml,,,ML-OUD-50,0,shopify,4,deny,45000.00,,https://cdn.shopify.com/s/files/1/0001/oud-front.jpg?v=1700000000,1,Midnight Oud bottle,,,active',
  "midnight-oud,,,,,,,,,100 ml,,,ML-OUD-100,0,shopify,2,deny,72000.00,,https://cdn.shopify.com/s/files/1/0001/oud-box.jpg?v=1700000000,2,,,,",
  "calabar-reed,Calabar Reed Diffuser,<p>Cedar and vetiver for a room.</p>,Calabar,,Home Diffuser,,TRUE,Title,Default Title,,,CB-REED,0,shopify,7,deny,9500.00,,,,,,,active",
].join("\r\n");

/** A real photo of one colour, as a phone would send it. */
export function photo(colour: { r: number; g: number; b: number }): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
}

/** The zip of photos the owner uploads with the file: its names are the last part of each Image Src. */
export async function photosZip(): Promise<Uint8Array> {
  return zipSync({ "photos/oud-front.jpg": await photo({ r: 40, g: 20, b: 10 }), "photos/oud-box.jpg": await photo({ r: 200, g: 180, b: 90 }) });
}

export const csvFile = (text: string, name = "products_export.csv") => new File([text], name, { type: "text/csv" });
export const zipFile = (bytes: Uint8Array) => new File([new Uint8Array(bytes)], "photos.zip", { type: "application/zip" });
