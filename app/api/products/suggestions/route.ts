import { json, route } from "@/lib/api/route";
import { suggestProducts } from "@/lib/search/catalogue-search";
import { suggestionQuerySchema } from "@/lib/search/suggestion-query";

// Answered from the in-process index, never from the page cache: every keystroke is a new query.
export const GET = route({ query: suggestionQuerySchema }, async ({ query }) =>
  json({ success: true, products: await suggestProducts(query.q) }, { headers: { "Cache-Control": "public, max-age=60" } }),
);
