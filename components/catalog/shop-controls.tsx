"use client";

import dynamic from "next/dynamic";
import { useRouter } from "next/navigation";
import { useId, useTransition, type FormEvent } from "react";
import { buttonClass } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import type { ProductType } from "@/lib/vocabulary/products";
import type { ShopFacets } from "@/lib/catalog/facet-count";
import { SHOP_RATINGS, SHOP_SORTS, shopHref, type ShopQuery } from "./shop-query";
import styles from "./shop.module.css";

// The server draws the search input; its suggestions' code loads in a chunk of its own beside hydration.
const SearchBox = dynamic(() => import("./search-box").then((module) => module.SearchBox));

const counted = (label: string, count: number | undefined) => (count === undefined ? label : `${label} (${count})`);

interface ShopControlsProps {
  query: ShopQuery;
  types: ProductType[];
  /** How many products each type and the rating filter would show, given the other choices. */
  facets?: Pick<ShopFacets, "type" | "rating">;
}

/**
 * Search, type and sort. A plain GET form (works without JavaScript) that, with JavaScript,
 * navigates client-side to a clean, shareable /shop URL; selects apply at once.
 */
export function ShopControls({ query, types, facets }: ShopControlsProps) {
  const router = useRouter();
  // Unique per instance: Next keeps the previous /shop result hidden in the DOM after navigating.
  const id = useId();
  const [pending, startTransition] = useTransition();

  function apply(form: HTMLFormElement) {
    const data = new FormData(form);
    const href = shopHref({
      filters: query.filters,
      q: String(data.get("q") ?? "").trim(),
      type: String(data.get("type") ?? "") as ShopQuery["type"],
      sort: String(data.get("sort") ?? "") as ShopQuery["sort"],
      rating: String(data.get("rating") ?? "") as ShopQuery["rating"],
    });
    startTransition(() => router.push(href, { scroll: false }));
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    apply(event.currentTarget);
  }

  // A select applies as soon as it changes.
  const select = (name: "type" | "sort" | "rating", label: string, value: string, options: readonly { value: string; label: string }[]) => (
    <FormField id={`${id}-${name}`} label={label}>
      {(control) => (
        <select {...control} name={name} defaultValue={value} onChange={(event) => event.currentTarget.form && apply(event.currentTarget.form)} data-testid={`shop-${name}`}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );

  return (
    <form action="/shop" method="get" role="search" aria-label="Products" className={styles.controls} onSubmit={submit} data-testid="shop-controls">
      <FormField id={`${id}-search`} label="Search" className={styles.search}>
        {(control) => (
          <div className={styles.searchRow}>
            <SearchBox control={control} defaultValue={query.q} />
            <button type="submit" className={buttonClass("primary")} data-testid="shop-search-submit">
              Search
            </button>
          </div>
        )}
      </FormField>
      {select("type", "Type", query.type, [{ value: "", label: "All" }, ...types.map((type) => ({ value: type, label: counted(type, facets ? (facets.type.find((option) => option.value === type)?.count ?? 0) : undefined) }))])}
      {select("sort", "Sort", query.sort, SHOP_SORTS)}
      {select("rating", "Rating", query.rating, SHOP_RATINGS.map((option) => (option.value ? { ...option, label: counted(option.label, facets?.rating) } : option)))}
      <p className={styles.pending} role="status" aria-live="polite">
        {pending ? "Updating results…" : ""}
      </p>
    </form>
  );
}
