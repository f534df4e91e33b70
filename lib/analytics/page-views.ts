import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { DailyVisitor } from "@/models/daily-visitor";
import { PageView } from "@/models/page-view";
import { shopDay } from "./shop-calendar";

export const VISITOR_COOKIE = "scents_vid";
export const VISITOR_ID_PATTERN = /^[a-f0-9]{32}$/;

export function newVisitorId(): string {
  return randomBytes(16).toString("hex");
}

/** Counts one view of a storefront page, and the visitor once per day. */
export async function countPageView(path: string, visitorId: string, now = new Date()): Promise<void> {
  const day = shopDay(now);
  const visitorHash = createHash("sha256").update(`${day}:${visitorId}`).digest("hex");
  await Promise.all([
    PageView.updateOne({ day, path }, { $inc: { views: 1 } }, { upsert: true }),
    DailyVisitor.updateOne({ day, visitorHash }, { $setOnInsert: { day, visitorHash } }, { upsert: true }).catch((error: unknown) => {
      // Two first views racing: the unique index kept one row, which is all we wanted.
      if ((error as { code?: unknown }).code !== 11000) throw error;
    }),
  ]);
}
