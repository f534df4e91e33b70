import type { FeedItem } from "./feed-items";
import { escapeXml } from "@/lib/content/xml-text";

const field = (name: string, value: string) => `<g:${name}>${escapeXml(value)}</g:${name}>`;

function itemXml(item: FeedItem): string {
  const fields = [
    field("id", item.id),
    `<title>${escapeXml(item.title)}</title>`,
    `<description>${escapeXml(item.description)}</description>`,
    `<link>${escapeXml(item.link)}</link>`,
    field("image_link", item.imageLink),
    ...item.additionalImageLinks.map((link) => field("additional_image_link", link)),
    field("availability", item.inStock ? "in_stock" : "out_of_stock"),
    field("price", item.price),
    ...(item.salePrice ? [field("sale_price", item.salePrice)] : []),
    field("brand", item.brand),
    field("condition", "new"),
    // The shop keeps no GTIN (barcode) or MPN for its products; Google asks that this be said.
    field("identifier_exists", "no"),
    field("item_group_id", item.itemGroupId),
    ...(item.size ? [field("size", item.size)] : []),
    field("google_product_category", item.googleCategory),
    field("product_type", item.productType),
  ];
  return `<item>${fields.join("")}</item>`;
}

/** A Google Merchant Center feed: RSS 2.0 with Google's g: namespace, one item per size. */
export function googleFeedXml(channel: { title: string; link: string; description: string }, items: FeedItem[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">',
    `<channel><title>${escapeXml(channel.title)}</title><link>${escapeXml(channel.link)}</link><description>${escapeXml(channel.description)}</description>`,
    ...items.map(itemXml),
    "</channel>",
    "</rss>",
    "",
  ].join("\n");
}
