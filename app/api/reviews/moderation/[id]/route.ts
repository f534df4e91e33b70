import { idParams, route } from "@/lib/api/route";
import { moderateReview, REVIEW_NOT_FOUND } from "@/lib/reviews/moderation";
import { moderateReviewSchema } from "@/lib/reviews/schemas";

export const dynamic = "force-dynamic";

const DONE = { publish: "Review published", hide: "Review hidden", reply: "Reply saved" } as const;

/** Publish, hide or answer one review, for the owner only. */
export const POST = route({ access: "content", params: idParams(REVIEW_NOT_FOUND), body: moderateReviewSchema }, async ({ params, body }) => ({
  success: true,
  message: DONE[body.action],
  data: await moderateReview(params.id, body),
}));
