import { ReviewPageView } from "@/components/reviews/review-page-view";
import { privatePageMetadata } from "@/lib/content/private-page";
import { reviewPageForLink } from "@/lib/reviews/review-page";

export const metadata = privatePageMetadata("Write a review");

export const dynamic = "force-dynamic";

/** The "How was it?" e-mail's link: the review form for one delivered product, no sign-in needed. */
export default async function ReviewLinkPage({ params }: { params: Promise<{ token: string }> }) {
  // A token is base64url and a dot: nothing in it is escaped, so the segment is the token as sent.
  const { token } = await params;
  return <ReviewPageView page={await reviewPageForLink(token)} target={{ token }} refusedEyebrow="Reviews" />;
}
