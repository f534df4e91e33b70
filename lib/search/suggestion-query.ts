import { z } from "zod";
import { searchTermSchema } from "./search-term";

const NOTHING_TYPED = "Type something to search for";

/** Query of GET /api/products/suggestions: what the shopper has typed so far. */
export const suggestionQuerySchema = z.object({
  q: z.string({ message: NOTHING_TYPED }).trim().min(1, NOTHING_TYPED).pipe(searchTermSchema),
});
