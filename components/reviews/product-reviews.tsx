import Link from "next/link";
import type { RatingSummary } from "@/lib/catalog/product-view";
import { SHOP_TIME_ZONE } from "@/lib/calendar/shop-calendar";
import type { ProductReviewPage, PublicReview } from "@/lib/reviews/product-reviews";
import { REVIEW_SORTS, type ReviewSort } from "@/lib/reviews/schemas";
import { RatingLine } from "./rating-line";
import { Stars } from "./stars";
import { ReviewScores } from "./review-scores";
import styles from "./reviews.module.css";

const dayFormat = new Intl.DateTimeFormat("en-NG", { dateStyle: "medium", timeZone: SHOP_TIME_ZONE });
const SORT_LABELS: Record<ReviewSort, string> = { newest: "Newest", highest: "Highest rated", lowest: "Lowest rated" };

/** Where a page of a product's reviews in an order lives: a path of its own, so each is cached like the product's page. */
export const productReviewsPath = (productId: string, sort: ReviewSort, page = 1) => `/product/${productId}/reviews/${sort}/${page}`;

/** How many reviews gave each number of stars, five first, each as a share of all. */
function Distribution({ rating }: { rating: RatingSummary }) {
  return (
    <ul className={styles.distribution} aria-label="How many reviews gave each number of stars" data-testid="rating-distribution">
      {[5, 4, 3, 2, 1].map((stars) => {
        const count = rating.stars[stars - 1] ?? 0;
        const share = Math.round((count / rating.count) * 100);
        return (
          <li key={stars} className={styles.distributionRow} data-testid={`rating-distribution-${stars}`}>
            <span>
              {stars} {stars === 1 ? "star" : "stars"}
            </span>
            <span className={styles.bar} aria-hidden="true">
              <span className={styles.barFill} style={{ width: `${share}%` }} />
            </span>
            <span className={styles.share}>
              {count}
              <span className="visually-hidden"> reviews, {share}%</span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/** One review: its words are text (React escapes them; a link in one is not made clickable), the buyer's scores, and the shop's reply. */
function ReviewItem({ review }: { review: PublicReview }) {
  return (
    <li className={styles.review} data-testid="review">
      <div className={styles.reviewHead}>
        <Stars value={review.rating} />
        <h3 className={styles.reviewTitle}>{review.title}</h3>
      </div>
      <p className={styles.reviewMeta}>
        {review.author} · <time dateTime={review.publishedAt}>{dayFormat.format(new Date(review.publishedAt))}</time> · <span className={styles.verified}>Verified purchase</span>
      </p>
      <p className={styles.reviewText} data-testid="review-text">
        {review.text}
      </p>
      <ReviewScores review={review} className={styles.reviewMeta} />
      {review.reply ? (
        <div className={styles.reply} data-testid="review-reply">
          <p className={styles.replyBy}>Reply from Scents</p>
          <p className={styles.reviewText}>{review.reply.text}</p>
        </div>
      ) : null}
    </li>
  );
}

interface Props {
  productId: string;
  rating: RatingSummary | null;
  list: ProductReviewPage;
  sort: ReviewSort;
  /** On the product's own page: the first reviews and a link to them all; otherwise the whole paged list. */
  preview?: boolean;
}

/** A product's reviews, all drawn on the server: the rating and its distribution, the order and pages as links, and the reviews. */
export function ProductReviews({ productId, rating, list, sort, preview = false }: Props) {
  return (
    <section className={styles.section} id="reviews" aria-labelledby="reviews-title" data-testid="product-reviews">
      <h2 id="reviews-title" className={styles.sectionTitle}>
        Reviews
      </h2>
      {rating ? (
        <div className={styles.summary}>
          <p className={styles.summaryLine}>
            <RatingLine rating={rating} />
          </p>
          <Distribution rating={rating} />
        </div>
      ) : (
        <p className={styles.empty} data-testid="reviews-empty">
          No reviews yet. Buyers are asked for one after their order is delivered.
        </p>
      )}
      {list.total > 1 ? (
        <nav aria-label="Order reviews by" className={styles.sorts}>
          {REVIEW_SORTS.map((option) => (
            <Link key={option} href={productReviewsPath(productId, option)} aria-current={!preview && option === sort ? "page" : undefined} data-testid={`reviews-sort-${option}`}>
              {SORT_LABELS[option]}
            </Link>
          ))}
        </nav>
      ) : null}
      {list.reviews.length > 0 ? (
        <ol className={styles.reviews} data-testid="review-list">
          {list.reviews.map((review) => (
            <ReviewItem key={review._id} review={review} />
          ))}
        </ol>
      ) : null}
      {preview && list.total > list.reviews.length ? (
        <p>
          <Link href={productReviewsPath(productId, sort)} data-testid="reviews-all">
            All {list.total} reviews
          </Link>
        </p>
      ) : null}
      {!preview && list.pages > 1 ? (
        <nav className={styles.pagination} aria-label="Review pages">
          {list.page > 1 ? <Link href={productReviewsPath(productId, sort, list.page - 1)}>Previous</Link> : null}
          <span>
            Page {list.page} of {list.pages}
          </span>
          {list.page < list.pages ? (
            <Link href={productReviewsPath(productId, sort, list.page + 1)} data-testid="reviews-next">
              Next
            </Link>
          ) : null}
        </nav>
      ) : null}
    </section>
  );
}
