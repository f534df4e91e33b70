import { StorePage } from "@/components/layout/store-page";
import { ReviewForm } from "@/components/reviews/review-form";
import { privatePageMetadata } from "@/lib/content/private-page";
import { reviewPageForLink } from "@/lib/reviews/review-page";

export const metadata = privatePageMetadata("Write a review");

export const dynamic = "force-dynamic";

/** The "How was it?" e-mail's link: the review form for one delivered product, no sign-in needed. */
export default async function ReviewLinkPage({ params }: { params: Promise<{ token: string }> }) {
  // A token is base64url and a dot: nothing in it is escaped, so the segment is the token as sent.
  const { token } = await params;
  const page = await reviewPageForLink(token);
  if (page.kind === "refused") {
    return (
      <StorePage eyebrow="Reviews" title="Write a review">
        <p role="alert" data-testid="review-refused">
          {page.message}
        </p>
      </StorePage>
    );
  }
  return (
    <StorePage eyebrow="Verified purchase" title={`How was ${page.productName}?`}>
      <ReviewForm target={{ token }} productName={page.productName} productPath={page.productPath} initial={page.initial} />
    </StorePage>
  );
}
