"use client";

import { useRouter } from "next/navigation";
import { useId, useTransition, type FormEvent } from "react";
import { buttonClass } from "@/components/ui/button";
import type { ProductType } from "@/lib/vocabulary/products";
import { SHOP_SORTS, shopHref, type ShopQuery } from "./shop-query";
import styles from "./shop.module.css";

interface ShopControlsProps {
  query: ShopQuery;
  types: ProductType[];
}

/**
 * Search, type and sort. A plain GET form (works without JavaScript) that, with JavaScript,
 * navigates client-side to a clean, shareable /shop URL; selects apply at once.
 */
export function ShopControls({ query, types }: ShopControlsProps) {
  const router = useRouter();
  // Unique per instance: Next keeps the previous /shop result hidden in the DOM after navigating.
  const id = useId();
  const [pending, startTransition] = useTransition();

  function apply(form: HTMLFormElement) {
    const data = new FormData(form);
    const href = shopHref({
      q: String(data.get("q") ?? "").trim(),
      type: String(data.get("type") ?? "") as ShopQuery["type"],
      sort: String(data.get("sort") ?? "") as ShopQuery["sort"],
    });
    startTransition(() => router.push(href, { scroll: false }));
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    apply(event.currentTarget);
  }

  return (
    <form action="/shop" method="get" role="search" aria-label="Products" className={styles.controls} onSubmit={submit} data-testid="shop-controls">
      <div className={styles.searchField}>
        <label htmlFor={`${id}-search`} className={styles.label}>
          Search
        </label>
        <div className={styles.searchRow}>
          <input
            id={`${id}-search`}
            name="q"
            type="search"
            defaultValue={query.q}
            placeholder="Brand or name"
            maxLength={100}
            className={styles.input}
            data-testid="shop-search"
          />
          <button type="submit" className={buttonClass("primary")} data-testid="shop-search-submit">
            Search
          </button>
        </div>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-type`} className={styles.label}>
          Type
        </label>
        <select
          id={`${id}-type`}
          name="type"
          defaultValue={query.type}
          className={styles.select}
          onChange={(event) => event.currentTarget.form && apply(event.currentTarget.form)}
          data-testid="shop-type"
        >
          <option value="">All</option>
          {types.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-sort`} className={styles.label}>
          Sort
        </label>
        <select
          id={`${id}-sort`}
          name="sort"
          defaultValue={query.sort}
          className={styles.select}
          onChange={(event) => event.currentTarget.form && apply(event.currentTarget.form)}
          data-testid="shop-sort"
        >
          {SHOP_SORTS.map((sort) => (
            <option key={sort.value} value={sort.value}>
              {sort.label}
            </option>
          ))}
        </select>
      </div>
      <p className={styles.pending} role="status" aria-live="polite">
        {pending ? "Updating results…" : ""}
      </p>
    </form>
  );
}
