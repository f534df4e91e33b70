import type { Metadata } from "next";
import { ReviewFilters } from "@/components/admin/reviews/review-filters";
import { ReviewList } from "@/components/admin/reviews/review-list";
import { ListCount } from "@/components/admin/list-count";
import formStyles from "@/components/admin/form.module.css";
import { PageLinks } from "@/components/admin/page-links";
import { adminListPage } from "@/lib/admin/list-page";
import type { ListPageProps } from "@/lib/admin/page-props";
import { listAdminReviews } from "@/lib/reviews/moderation";
import { adminReviewQuerySchema } from "@/lib/reviews/schemas";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Reviews" };

export default async function AdminReviewsPage({ searchParams }: ListPageProps) {
  const { query, list: page, pages } = await adminListPage("content", adminReviewQuerySchema, searchParams, listAdminReviews);
  return (
    <>
      <h1 className={formStyles.pageTitle}>Reviews</h1>
      <ReviewFilters q={query.q} state={query.state} rating={query.rating} />
      <ListCount total={page.total} one="review" many="reviews" testId="review-count">
        {" "}
        · {page.pending} waiting for you
      </ListCount>
      <ReviewList reviews={page.reviews} />
      <PageLinks page={query.page} pages={pages} label="Review pages" path="/admin/reviews" keep={{ q: query.q, state: query.state, rating: query.rating }} />
    </>
  );
}
