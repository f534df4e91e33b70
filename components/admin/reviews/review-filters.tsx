import Link from "next/link";
import { buttonClass } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { REVIEW_STATES, type AdminReviewQuery } from "@/lib/reviews/schemas";
import { REVIEW_STATE_LABELS } from "./review-labels";
import styles from "./reviews.module.css";
import { Options } from "@/components/ui/options";

/** Search and filters: a plain GET form, so they live in the URL and work without script. */
export function ReviewFilters({ q, state, rating }: Pick<AdminReviewQuery, "q" | "state" | "rating">) {
  return (
    <form className={styles.filters} method="get" action="/admin/reviews" role="search" data-testid="review-filters">
      <FormField id="review-search" label="Title, text, name or e-mail" look="compact">
        {(control) => <input {...control} name="q" type="search" defaultValue={q ?? ""} placeholder="lasts, Adaeze or ada@example.com" data-testid="review-search" />}
      </FormField>
      <FormField id="review-state-filter" label="State" look="compact">
        {(control) => (
          <select {...control} name="state" defaultValue={state ?? ""} data-testid="review-state-filter">
            <option value="">All states</option>
            <Options values={REVIEW_STATES} labels={REVIEW_STATE_LABELS} />
          </select>
        )}
      </FormField>
      <FormField id="review-rating-filter" label="Stars" look="compact">
        {(control) => (
          <select {...control} name="rating" defaultValue={rating ? String(rating) : ""} data-testid="review-rating-filter">
            <option value="">Any stars</option>
            {[5, 4, 3, 2, 1].map((stars) => (
              <option key={stars} value={stars}>
                {stars} {stars === 1 ? "star" : "stars"}
              </option>
            ))}
          </select>
        )}
      </FormField>
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
