import { z } from "zod";
import { renderMail } from "./layout";
import { defineTemplate } from "./template";

const stars = (rating: number) => `${"★".repeat(rating)}${"☆".repeat(5 - rating)}`;

/** To the owner, at most hourly: the reviews written since the last such message, and whether they wait to be published. */
export const ownerNewReviews = defineTemplate({
  schema: z.object({
    total: z.number().int().min(1),
    waiting: z.boolean(),
    reviews: z.array(z.object({ product: z.string().min(1), rating: z.number().int().min(1).max(5), title: z.string(), author: z.string() })).min(1),
  }),
  render: (batch, { siteUrl }) =>
    renderMail(batch.total === 1 ? "A new review" : `${batch.total} new reviews`, batch.total === 1 ? "A new review" : `${batch.total} new reviews`, [
      {
        kind: "paragraph",
        text: batch.waiting ? "They wait for you: publish or hide each on the reviews screen." : "They are published already: hide any that should not be.",
      },
      { kind: "facts", rows: batch.reviews.map((review) => [review.product, `${stars(review.rating)} ${review.title} (${review.author})`] as const) },
      ...(batch.total > batch.reviews.length ? [{ kind: "paragraph" as const, text: `And ${batch.total - batch.reviews.length} more.` }] : []),
      { kind: "button", label: "Open the reviews", url: `${siteUrl}/admin/reviews${batch.waiting ? "?state=pending" : ""}` },
    ]),
});
