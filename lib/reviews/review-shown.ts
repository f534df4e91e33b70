import type { ReviewRecord } from "@/models/review";

/** "Adaeze, L.": the first name and the city's initial the buyer is shown by. */
export const authorLine = (review: Pick<ReviewRecord, "authorName" | "cityInitial">) => (review.cityInitial ? `${review.authorName}, ${review.cityInitial}.` : review.authorName);

/** A review as both shoppers and the owner read it: what the buyer wrote, by whom, and the shop's reply. */
export interface ReviewShown {
  _id: string;
  rating: number;
  title: string;
  text: string;
  longevity: number | null;
  projection: number | null;
  author: string;
  reply: { text: string; at: string } | null;
}

export function reviewShown(review: ReviewRecord): ReviewShown {
  return {
    _id: review._id.toString(),
    rating: review.rating,
    title: review.title,
    text: review.text,
    longevity: review.longevity ?? null,
    projection: review.projection ?? null,
    author: authorLine(review),
    reply: review.reply ? { text: review.reply.text, at: review.reply.at.toISOString() } : null,
  };
}
