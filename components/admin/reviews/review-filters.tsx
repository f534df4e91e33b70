import Link from "next/link";
import { buttonClass } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { REVIEW_STATES, type AdminReviewQuery } from "@/lib/reviews/schemas";
import { REVIEW_STATE_LABELS } from "./review-labels";
import styles from "./reviews.module.css";
import { FilterSelect } from "@/components/ui/filter-select";

const STARS = [5, 4, 3, 2, 1] as const;
const STAR_LABELS = { 5: "5 stars", 4: "4 stars", 3: "3 stars", 2: "2 stars", 1: "1 star" } as const;

/** Search and filters: a plain GET form, so they live in the URL and work without script. */
export function ReviewFilters({ q, state, rating }: Pick<AdminReviewQuery, "q" | "state" | "rating">) {
  return (
    <form className={styles.filters} method="get" action="/admin/reviews" role="search" data-testid="review-filters">
      <FormField id="review-search" label="Title, text, name or e-mail" look="compact">
        {(control) => <input {...control} name="q" type="search" defaultValue={q ?? ""} placeholder="lasts, Adaeze or ada@example.com" data-testid="review-search" />}
      </FormField>
      <FilterSelect id="review-state-filter" label="State" name="state" value={state} all="All states" values={REVIEW_STATES} labels={REVIEW_STATE_LABELS} testId="review-state-filter" />
      <FilterSelect id="review-rating-filter" label="Stars" name="rating" value={rating} all="Any stars" values={STARS} labels={STAR_LABELS} testId="review-rating-filter" />
      <button type="submit" className={buttonClass("primary")}>
        Apply
      </button>
      {q || state || rating ? (
        <Link href="/admin/reviews" className={buttonClass("ghost")}>
          Clear
        </Link>
      ) : null}
    </form>
  );
}
