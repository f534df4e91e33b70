import type { Metadata } from "next";
import { ReviewFilters } from "@/components/admin/reviews/review-filters";
import { ReviewList } from "@/components/admin/reviews/review-list";
import styles from "@/components/admin/reviews/reviews.module.css";
import formStyles from "@/components/admin/form.module.css";
import { PageLinks } from "@/components/admin/page-links";
import { pageCount } from "@/lib/vocabulary/page-number";
import { adminPageQuery } from "@/lib/admin/page-query";
import { requireAdminPage } from "@/lib/admin/require-admin";
import { listAdminReviews } from "@/lib/reviews/moderation";
import { adminReviewQuerySchema } from "@/lib/reviews/schemas";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Reviews" };

interface Props {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export default async function AdminReviewsPage({ searchParams }: Props) {
  await requireAdminPage("content");
  const query = adminPageQuery(adminReviewQuerySchema, await searchParams);
  const page = await listAdminReviews(query);
  return (
    <>
      <h1 className={formStyles.pageTitle}>Reviews</h1>
      <ReviewFilters q={query.q} state={query.state} rating={query.rating} />
      <p className={styles.count} aria-live="polite" data-testid="review-count">
        {page.total} {page.total === 1 ? "review" : "reviews"} · {page.pending} waiting for you
      </p>
      <ReviewList reviews={page.reviews} />
      <PageLinks page={query.page} pages={pageCount(page.total, page.limit)} label="Review pages" path="/admin/reviews" keep={{ q: query.q, state: query.state, rating: query.rating }} />
    </>
  );
}
