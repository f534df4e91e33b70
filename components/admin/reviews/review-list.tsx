import Link from "next/link";
import { Stars } from "@/components/reviews/stars";
import { formatAdminTime } from "@/lib/admin/admin-time";
import type { AdminReviewRow } from "@/lib/reviews/moderation";
import { productPath } from "@/lib/content/product-structured-data";
import { ReviewActions } from "./review-actions";
import { REVIEW_STATE_LABELS } from "./review-labels";
import { ReviewScores } from "@/components/reviews/review-scores";
import styles from "./reviews.module.css";

/** The owner's reviews, one card each: what was written, by whom, of what, and the actions on it. Text is shown as text. */
export function ReviewList({ reviews }: { reviews: AdminReviewRow[] }) {
  if (reviews.length === 0) return <p data-testid="review-empty">No reviews found.</p>;
  return (
    <ol className={styles.list} data-testid="review-list">
      {reviews.map((review) => (
        <li key={review._id} className={styles.card} data-testid="review-row" data-state={review.state}>
          <div className={styles.head}>
            <Stars value={review.rating} />
            <span className={`${styles.badge} ${styles[review.state]}`} data-testid="review-state">
              {REVIEW_STATE_LABELS[review.state]}
            </span>
            <Link href={productPath(review.product._id)} className={styles.product}>
              {review.product.name}
            </Link>
          </div>
          <h2 className={styles.title} data-testid="review-title">
            {review.title}
          </h2>
          <p className={styles.text}>{review.text}</p>
          <ReviewScores review={review} className={styles.meta} />
          <p className={styles.meta}>
            {review.author} · {review.email} · {formatAdminTime(review.createdAt)} ·{" "}
            <Link href={`/admin/orders/${review.orderId}`}>Verified purchase</Link>
          </p>
          <ReviewActions id={review._id} state={review.state} reply={review.reply?.text ?? ""} />
        </li>
      ))}
    </ol>
  );
}
