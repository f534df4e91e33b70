import type { RatingSummary } from "@/lib/catalog/product-view";
import { Stars } from "./stars";
import styles from "./reviews.module.css";

/** "★★★★☆ 4.3 (12 reviews)": a product's average and count, on cards and the product page. */
export function RatingLine({ rating, className }: { rating: RatingSummary; className?: string }) {
  return (
    <span className={[styles.ratingLine, className].filter(Boolean).join(" ")} data-testid="rating-line">
      <Stars value={rating.average} />
      <span aria-hidden="true" data-testid="rating-average">
        {rating.average.toFixed(1)}
      </span>
      <span data-testid="rating-count">
        ({rating.count} {rating.count === 1 ? "review" : "reviews"})
      </span>
    </span>
  );
}
