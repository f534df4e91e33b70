import { route } from "@/lib/api/route";
import { listAdminReviews } from "@/lib/reviews/moderation";
import { adminReviewQuerySchema } from "@/lib/reviews/schemas";

export const dynamic = "force-dynamic";

/** The owner's reviews: pending, published and hidden, searched and filtered. */
export const GET = route({ access: "content", query: adminReviewQuerySchema }, async ({ query }) => ({ success: true, data: await listAdminReviews(query) }));
