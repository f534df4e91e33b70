import { z } from "zod";
import { pageNumberSchema } from "@/lib/vocabulary/page-number";
import { searchTermSchema } from "@/lib/search/search-term";

export const CUSTOMERS_PER_PAGE = 25;

/** GET /api/customers and /admin/customers: a search by e-mail, name or phone, a page at a time. */
export const customerQuerySchema = z.object({
  q: searchTermSchema.optional(),
  page: pageNumberSchema,
  limit: z.coerce.number({ error: "Limit must be from 1 to 100" }).int("Limit must be from 1 to 100").min(1, "Limit must be from 1 to 100").max(100, "Limit must be from 1 to 100").default(CUSTOMERS_PER_PAGE),
});
export type CustomerQuery = z.infer<typeof customerQuerySchema>;
