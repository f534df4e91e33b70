import { labelledValues } from "./labelled-values";

/**
 * Where a sale was made. Every order has one: the website's own checkout, or a sale the owner
 * recorded from a message, a call or the counter. Orders from before channels were all the website's.
 */
export const SALES_CHANNEL = {
  website: "website",
  instagram: "instagram",
  whatsapp: "whatsapp",
  phone: "phone",
  inStore: "in_store",
  other: "other",
} as const;

const salesChannels = labelledValues({ website: "Website", instagram: "Instagram", whatsapp: "WhatsApp", phone: "Phone", in_store: "In store", other: "Other" });
export const SALES_CHANNELS = salesChannels.values;
export type SalesChannel = (typeof SALES_CHANNELS)[number];
export const SALES_CHANNEL_LABELS = salesChannels.labels;

/** The channels an owner picks for a sale made off the website. */
export const OWNER_SALES_CHANNELS = SALES_CHANNELS.filter(
  (channel): channel is Exclude<SalesChannel, "website"> => channel !== SALES_CHANNEL.website,
);

export const isSalesChannel = salesChannels.includes;

/** An order's channel: orders stored before channels have none and were the website's. */
export function channelOf(order: { channel?: string | null }): SalesChannel {
  return isSalesChannel(order.channel) ? order.channel : SALES_CHANNEL.website;
}

/**
 * The query for orders of one channel: orders stored before channels carry no field and count
 * as the website's.
 */
export function channelFilter(channel: SalesChannel): { channel: SalesChannel | { $in: (SalesChannel | null)[] } } {
  return channel === SALES_CHANNEL.website ? { channel: { $in: [SALES_CHANNEL.website, null] } } : { channel };
}
