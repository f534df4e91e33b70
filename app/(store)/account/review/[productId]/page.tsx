import { AccountSignIn } from "@/components/account/account-sign-in";
import { StorePage } from "@/components/layout/store-page";
import { ReviewPageView } from "@/components/reviews/review-page-view";
import { accountHolder } from "@/lib/account/page-session";
import { privatePageMetadata } from "@/lib/content/private-page";
import { reviewPageForCustomer } from "@/lib/reviews/review-page";
import { reviewProductPath } from "@/lib/vocabulary/store-paths";

export const metadata = privatePageMetadata("Write a review");

export const dynamic = "force-dynamic";

/** A signed-in buyer's review of a product from one of their delivered orders, reached from the account's orders. */
export default async function AccountReviewPage({ params }: { params: Promise<{ productId: string }> }) {
  const { productId } = await params;
  const holder = await accountHolder();
  if (!holder) {
    return (
      <StorePage eyebrow="Your account" title="Write a review">
        <AccountSignIn returnTo={reviewProductPath(productId)} />
      </StorePage>
    );
  }
  const page = await reviewPageForCustomer(holder.id, productId);
  return <ReviewPageView page={page} target={{ productId }} refusedEyebrow="Your account" />;
}
