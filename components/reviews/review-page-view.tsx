import { StorePage } from "@/components/layout/store-page";
import { ReviewForm, type ReviewFormProps } from "@/components/reviews/review-form";
import type { ReviewPage } from "@/lib/reviews/review-page";

/**
 * A review page as the buyer sees it, however they reached it (the account or the e-mail's link):
 * the refusal in the shop's words, or the form, titled for a first review or an edit.
 */
export function ReviewPageView({ page, target, refusedEyebrow }: { page: ReviewPage; target: ReviewFormProps["target"]; refusedEyebrow: string }) {
  if (page.kind === "refused") {
    return (
      <StorePage eyebrow={refusedEyebrow} title="Write a review">
        <p role="alert" data-testid="review-refused">
          {page.message}
        </p>
      </StorePage>
    );
  }
  return (
    <StorePage eyebrow="Verified purchase" title={page.initial ? `Edit your review of ${page.productName}` : `How was ${page.productName}?`}>
      <ReviewForm target={target} productName={page.productName} productPath={page.productPath} initial={page.initial} />
    </StorePage>
  );
}
