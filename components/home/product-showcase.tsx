"use client";

import Link from "next/link";
import { Fragment, useState, type ReactNode } from "react";
import cardStyles from "@/components/catalog/product-card.module.css";
import { buttonClass } from "@/components/ui/button";
import { PRODUCT_TYPES, type ProductType } from "@/lib/vocabulary/products";
import styles from "./home.module.css";

// Spec: 4 shown at first, View More adds 4.
export const HOME_PAGE_SIZE = 4;
const FILTERS: ("All" | ProductType)[] = ["All", ...PRODUCT_TYPES];

/** A product's card, rendered on the server (card code stays out of the browser's bundle), and its type to filter by. */
export interface ShowcaseCard {
  id: string;
  type: ProductType;
  card: ReactNode;
}

export function ProductShowcase({ cards }: { cards: ShowcaseCard[] }) {
  const [filter, setFilter] = useState<(typeof FILTERS)[number]>("All");
  const [visible, setVisible] = useState(HOME_PAGE_SIZE);
  const matching = filter === "All" ? cards : cards.filter((card) => card.type === filter);
  const shown = matching.slice(0, visible);

  return (
    <>
      <div className={styles.filters} role="group" aria-label="Filter products by type" data-testid="home-type-filter">
        {FILTERS.map((option) => (
          <button
            key={option}
            type="button"
            className={styles.chip}
            aria-pressed={filter === option}
            onClick={() => {
              setFilter(option);
              setVisible(HOME_PAGE_SIZE);
            }}
          >
            {option}
          </button>
        ))}
      </div>
      <p className="visually-hidden" role="status">
        Showing {shown.length} of {matching.length} products
      </p>
      {shown.length === 0 ? (
        <p className={styles.empty}>No products found.</p>
      ) : (
        <div className={cardStyles.grid} data-testid="home-products">
          {shown.map(({ id, card }) => (
            <Fragment key={id}>{card}</Fragment>
          ))}
        </div>
      )}
      <div className={styles.more}>
        {visible < matching.length && (
          <button type="button" className={buttonClass("secondary")} onClick={() => setVisible((count) => count + HOME_PAGE_SIZE)} data-testid="home-view-more">
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
