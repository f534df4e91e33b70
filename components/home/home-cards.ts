import type { ReactNode } from "react";
import type { ProductType } from "@/lib/vocabulary/products";

// Spec: 4 shown at first, View More adds 4, 6 skeleton cards while loading.
export const HOME_PAGE_SIZE = 4;
export const HOME_SKELETONS = 6;

/** A product's card, rendered on the server (card code stays out of the browser's bundle), and its type. */
export interface ShowcaseCard {
  id: string;
  type: ProductType;
  card: ReactNode;
}

/** A page of the home's cards for one type filter (none: every type), and how many that filter has. */
export interface HomeCards {
  cards: ShowcaseCard[];
  total: number;
}

export interface HomeCardsRequest {
  type?: ProductType;
  page: number;
}

/** Loads a page of cards from the server. */
export type LoadHomeCards = (request: HomeCardsRequest) => Promise<HomeCards>;
