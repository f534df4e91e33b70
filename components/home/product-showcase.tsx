"use client";

import Link from "next/link";
import { Fragment, useRef, useState } from "react";
import cardStyles from "@/components/catalog/product-card.module.css";
import { buttonClass } from "@/components/ui/button";
import { ProductCardSkeleton } from "@/components/ui/skeleton";
import { useScriptRunning } from "@/components/ui/use-script-running";
import { PRODUCT_TYPES, type ProductType } from "@/lib/vocabulary/products";
import { HOME_PAGE_SIZE, HOME_SKELETONS, type HomeCards, type LoadHomeCards } from "./home-cards";
import styles from "./home.module.css";

const FILTERS: ("All" | ProductType)[] = ["All", ...PRODUCT_TYPES];
type Filter = (typeof FILTERS)[number];

/**
 * The home's products: the page arrives with the first cards only; the type filter and View More
 * load the next from the server, showing skeleton cards meanwhile. A newer choice wins over a
 * load still under way.
 */
export function ProductShowcase({ initial, load }: { initial: HomeCards; load: LoadHomeCards }) {
  const [filter, setFilter] = useState<Filter>("All");
  const [shown, setShown] = useState(initial);
  const [page, setPage] = useState(1);
  const [loading, setLoading] = useState<"filter" | "more" | null>(null);
  const latest = useRef(0);
  // The filters and View More load through this script: before it runs a press would do nothing.
  const running = useScriptRunning();

  async function show(nextFilter: Filter, nextPage: number) {
    const ticket = ++latest.current;
    setLoading(nextPage === 1 ? "filter" : "more");
    try {
      const loaded = await load({ type: nextFilter === "All" ? undefined : nextFilter, page: nextPage });
      if (ticket !== latest.current) return;
      setShown((current) => {
        if (nextPage === 1) return loaded;
        // A product added meanwhile shifts the pages: a card already shown is not shown twice.
        const seen = new Set(current.cards.map((card) => card.id));
        return { cards: [...current.cards, ...loaded.cards.filter((card) => !seen.has(card.id))], total: loaded.total };
      });
      setPage(nextPage);
    } catch {
      // Spec: a failed product list fetch shows no message; View More stays to try again.
    } finally {
      if (ticket === latest.current) setLoading(null);
    }
  }

  const cards = loading === "filter" ? [] : shown.cards;
  // Spec's six while a filter's first cards load; as many as are coming below the shown ones.
  const skeletons = loading === "filter" ? HOME_SKELETONS : loading === "more" ? HOME_PAGE_SIZE : 0;

  return (
    <>
      <div className={styles.filters} role="group" aria-label="Filter products by type" data-testid="home-type-filter">
        {FILTERS.map((option) => (
          <button
            key={option}
            type="button"
            className={styles.chip}
            aria-pressed={filter === option}
            disabled={!running}
            onClick={() => {
              setFilter(option);
              void show(option, 1);
            }}
          >
            {option}
          </button>
        ))}
      </div>
      <p className="visually-hidden" role="status">
        {loading ? "Loading products" : `Showing ${shown.cards.length} of ${shown.total} products`}
      </p>
      {cards.length === 0 && skeletons === 0 ? (
        <p className={styles.empty}>No products found.</p>
      ) : (
        <div className={cardStyles.grid} data-testid="home-products" aria-busy={loading !== null}>
          {cards.map(({ id, card }) => (
            <Fragment key={id}>{card}</Fragment>
          ))}
          {Array.from({ length: skeletons }, (_, index) => (
            <ProductCardSkeleton key={`skeleton-${index}`} />
          ))}
        </div>
      )}
      <div className={styles.more}>
        {loading === null && shown.cards.length < shown.total && (
          <button type="button" className={buttonClass("secondary")} disabled={!running} onClick={() => void show(filter, page + 1)} data-testid="home-view-more">
            View More
          </button>
        )}
        <Link href="/products-and-services" className={styles.explore} data-testid="home-explore">
          Explore All Products &amp; Services <span aria-hidden="true">→</span>
        </Link>
      </div>
    </>
  );
}
