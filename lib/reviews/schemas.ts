import { z } from "zod";
import { pageNumberSchema } from "@/lib/vocabulary/page-number";
import { objectIdSchema } from "@/lib/vocabulary/identifiers";
import { searchTermSchema } from "@/lib/search/search-term";

// A review as the review form sends it and POST /api/reviews takes it, and the owner's moderation
// requests: one set of rules for the form and the handler.

export const REVIEW_LIMITS = { titleMax: 80, textMin: 10, textMax: 2000, replyMax: 1000 } as const;

export const REVIEW_STATES = ["pending", "published", "hidden"] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];

/** The orders a product page lists reviews in; the first is the default. */
export const REVIEW_SORTS = ["newest", "highest", "lowest"] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

// Line breaks are kept; other control characters have no place in a review and are refused.
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

const text = (required: string, min: number, max: number, what: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .min(min, `Write at least ${min} characters`)
    .max(max, `${what} is at most ${max} characters`)
    .refine((value) => !CONTROL_CHARACTERS.test(value), `${what} must not contain control characters`);

const stars = (message: string) => z.number({ error: message }).int(message).min(1, message).max(5, message);

/** What a buyer writes: 1–5 stars, a title and a text, and optionally how long it lasts and how far it carries. */
export const reviewContentSchema = z.object({
  rating: stars("Choose from 1 to 5 stars"),
  title: text("Give your review a title", 1, REVIEW_LIMITS.titleMax, "The title"),
  text: text("Tell other shoppers about it", REVIEW_LIMITS.textMin, REVIEW_LIMITS.textMax, "The review"),
  longevity: stars("Longevity is from 1 to 5").nullable().default(null),
  projection: stars("Projection is from 1 to 5").nullable().default(null),
});
export type ReviewContent = z.infer<typeof reviewContentSchema>;

/**
 * POST /api/reviews: a signed-in buyer names the product; a buyer from the "How was it?" e-mail
 * sends the link's token instead, which names it.
 */
export const submitReviewSchema = reviewContentSchema.extend({
  productId: objectIdSchema("Choose the product you are reviewing").optional(),
  token: z.string({ error: "The review link is not valid" }).max(2000, "The review link is not valid").optional(),
});
export type SubmitReviewInput = z.infer<typeof submitReviewSchema>;

/** The owner's actions on one review: publish it, hide it, or answer it in public (an empty reply removes it). */
export const moderateReviewSchema = z.discriminatedUnion(
  "action",
  [
    z.object({ action: z.literal("publish") }),
    z.object({ action: z.literal("hide") }),
    z.object({
      action: z.literal("reply"),
      reply: z
        .string({ error: "Write the reply" })
        .trim()
        .max(REVIEW_LIMITS.replyMax, `A reply is at most ${REVIEW_LIMITS.replyMax} characters`)
        .refine((value) => !CONTROL_CHARACTERS.test(value), "A reply must not contain control characters"),
    }),
  ],
  { error: "Action must be publish, hide or reply" },
);
export type ModerateReviewInput = z.infer<typeof moderateReviewSchema>;

export const REVIEWS_PER_ADMIN_PAGE = 25;

/** GET /api/reviews/admin and /admin/reviews: by state, stars and a search of the title, text, name or e-mail. */
export const adminReviewQuerySchema = z.object({
  state: z.enum(REVIEW_STATES, { error: "State must be pending, published or hidden" }).optional(),
  rating: z.coerce.number({ error: "Stars must be from 1 to 5" }).int("Stars must be from 1 to 5").min(1, "Stars must be from 1 to 5").max(5, "Stars must be from 1 to 5").optional(),
  q: searchTermSchema.optional(),
  page: pageNumberSchema,
});
export type AdminReviewQuery = z.infer<typeof adminReviewQuerySchema>;

export const REVIEWS_PER_PRODUCT_PAGE = 10;

/** What the buyer reads once their review is saved. */
export function submittedMessage(state: ReviewState, edited: boolean): string {
  const saved = edited ? "Your review is updated" : "Thank you for your review";
  return state === "published" ? `${saved}: it is on the product's page now.` : `${saved}: it will appear on the product's page once the shop has read it.`;
}
