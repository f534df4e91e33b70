import { z } from "zod";
import { SHOP_TIME_ZONE } from "@/lib/calendar/shop-calendar";
import type { MailBlock } from "./layout";

const untilFormat = new Intl.DateTimeFormat("en-NG", { dateStyle: "long", timeStyle: "short", timeZone: SHOP_TIME_ZONE });

/** What a message carrying a one-time link is recorded with: the link's token and when it stops working. */
export const oneTimeLinkFields = { token: z.string().min(1), expiresAt: z.string() };

/** A one-time link sent to a customer, greeted by name. */
export const customerLinkSchema = z.object({ customerName: z.string(), ...oneTimeLinkFields });

/** The closing line of every one-time link message: until when it works (shop time), then what to do if it was not asked for. */
export function linkWorksOnce(expiresAt: string, ifNotAsked: string): MailBlock {
  return { kind: "paragraph", text: `The link works once, until ${untilFormat.format(new Date(expiresAt))} (Lagos time). ${ifNotAsked}` };
}
