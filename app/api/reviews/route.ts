import { json, route } from "@/lib/api/route";
import { clientAddress } from "@/lib/http/client-address";
import { submitReview } from "@/lib/reviews/submit";
import { submittedMessage, submitReviewSchema } from "@/lib/reviews/schemas";

export const dynamic = "force-dynamic";

/** A verified buyer's review: signed in as the customer, or with the "How was it?" e-mail's token. */
export const POST = route({ body: submitReviewSchema }, async ({ body, caller, request }) => {
  const review = await submitReview(body, { caller, address: clientAddress(request.headers) });
  return json({ success: true, message: submittedMessage(review.state, review.edited), data: review }, review.edited ? 200 : 201);
});
