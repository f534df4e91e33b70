"use server";

import { HOME_PAGE_SIZE, type HomeCards } from "@/components/home/home-cards";
import { showcaseCards } from "@/components/home/showcase-cards";
import { getProducts } from "@/lib/catalog/cached";
import { productQuerySchema } from "@/lib/catalog/product-query";

const homeCardsRequestSchema = productQuerySchema.pick({ type: true, page: true });

/**
 * The home's View More and type filter: the next page of cards, read through the catalogue's
 * cache and rendered here, past any number of products. Anyone may call it (it reads only what the
 * shop shows); a request that does not parse gets no cards rather than an error.
 */
export async function loadHomeCards(request: unknown): Promise<HomeCards> {
  const parsed = homeCardsRequestSchema.safeParse(request);
  if (!parsed.success) return { cards: [], total: 0 };
  const { products, total } = await getProducts({ ...parsed.data, limit: HOME_PAGE_SIZE });
  return { cards: showcaseCards(products), total };
}
