import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { clientLimitKey, enforceRateLimit } from "@/lib/rate-limit/rate-limit";
import { isDuplicateKeyError } from "@/lib/vocabulary/duplicate-key";
import { Product } from "@/models/product";
import { DailySalt } from "@/models/daily-salt";
import { DailyVisitor } from "@/models/daily-visitor";
import { PageView } from "@/models/page-view";
import { productIdOfPath } from "./page-view-schema";
import { shopDay } from "@/lib/calendar/shop-calendar";

/** Beacon calls allowed per client address: far above a person reading pages, far below a script. */
export const PAGE_VIEW_RATE_LIMIT = { limit: 60, windowMs: 60 * 1000 };

// Crawlers, link previews, monitors and scripted clients: their views say nothing about shoppers.
const BOT_AGENT = /bot|crawl|spider|slurp|scrape|headless|lighthouse|pagespeed|preview|monitor|curl|wget|python|java\/|go-http|okhttp|axios|node-fetch|undici|libwww|httpclient|postman|insomnia/i;

function isLikelyBot(userAgent: string | null): boolean {
  return !userAgent || userAgent.trim().length < 10 || BOT_AGENT.test(userAgent);
}

// A salt outlives its day by a little, for views that arrive around midnight.
const SALT_KEPT_MS = 36 * 60 * 60 * 1000;
const salts = new Map<string, string>();

async function saltOf(day: string, now: Date): Promise<string> {
  const known = salts.get(day);
  if (known) return known;
  // Every instance must hash with the same salt, so the first one to ask stores it for all.
  const record = await DailySalt.findOneAndUpdate(
    { _id: day },
    { $setOnInsert: { salt: randomBytes(32).toString("hex"), expiresAt: new Date(now.getTime() + SALT_KEPT_MS) } },
    { upsert: true, returnDocument: "after" },
  )
    .lean()
    .catch(async (error: unknown) => {
      if (!isDuplicateKeyError(error)) throw error;
      return DailySalt.findById(day).lean();
    });
  if (!record) throw new Error(`No visitor salt for ${day}`);
  salts.clear();
  salts.set(day, record.salt);
  return record.salt;
}

export interface Viewer {
  address: string;
  userAgent: string;
}

/**
 * The beacon's view: crawlers and scripts are ignored, each client address is limited, and
 * the rest is counted. Returns whether the view counted.
 */
export async function recordPageView(path: string, address: string, userAgent: string | null): Promise<boolean> {
  if (isLikelyBot(userAgent)) return false;
  await enforceRateLimit({ [clientLimitKey("page-view", address)]: PAGE_VIEW_RATE_LIMIT });
  return countPageView(path, { address, userAgent: userAgent ?? "" });
}

/**
 * Counts one view of a storefront page in that day's counter for the path, and the viewer once per
 * day: a visitor is a salted hash of address and browser, so repeat calls add nothing and no cookie
 * is needed. Views of products that do not exist are not counted.
 */
export async function countPageView(path: string, viewer: Viewer, now = new Date()): Promise<boolean> {
  const productId = productIdOfPath(path);
  if (productId && !(await Product.exists({ _id: productId }))) return false;
  const day = shopDay(now);
  const salt = await saltOf(day, now);
  const visitorHash = createHash("sha256").update(`${salt}\n${viewer.address}\n${viewer.userAgent}`).digest("hex");
  await Promise.all([
    PageView.updateOne({ day, path }, { $inc: { views: 1 } }, { upsert: true }).catch((error: unknown) => {
      // Two first views of a path racing: the loser counts on the row the winner made.
      if (!isDuplicateKeyError(error)) throw error;
      return PageView.updateOne({ day, path }, { $inc: { views: 1 } });
    }),
    DailyVisitor.updateOne({ day, visitorHash }, { $setOnInsert: { day, visitorHash } }, { upsert: true }).catch((error: unknown) => {
      // Two first views racing: the unique index kept one row, which is all we wanted.
      if (!isDuplicateKeyError(error)) throw error;
    }),
  ]);
  return true;
}
