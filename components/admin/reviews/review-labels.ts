import type { ReviewState } from "@/lib/reviews/schemas";

/** How the owner's screens name a review's state. */
export const REVIEW_STATE_LABELS: Record<ReviewState, string> = { pending: "Waiting", published: "Published", hidden: "Hidden" };
