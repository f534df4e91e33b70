import { AccountSignIn } from "@/components/account/account-sign-in";
import { StorePage } from "@/components/layout/store-page";
import { ReviewForm } from "@/components/reviews/review-form";
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
  if (page.kind === "refused") {
    return (
      <StorePage eyebrow="Your account" title="Write a review">
        <p role="alert" data-testid="review-refused">
          {page.message}
        </p>
      </StorePage>
    );
  }
  return (
    <StorePage eyebrow="Verified purchase" title={page.initial ? `Edit your review of ${page.productName}` : `How was ${page.productName}?`}>
      <ReviewForm target={{ productId: page.productId }} productName={page.productName} productPath={page.productPath} initial={page.initial} />
    </StorePage>
  );
}
