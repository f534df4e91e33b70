import type { ReactNode } from "react";
import { buttonClass } from "@/components/ui/button";
import type { FacetOption, ShopFacets } from "@/lib/catalog/facet-count";
import { activeFilterCount, PRICE_BANDS, type ShopFilters } from "@/lib/catalog/shop-filters";
import styles from "./shop-filter-panel.module.css";

interface Props {
  /** The page the form asks again: /shop or a collection's page. */
  action: string;
  filters: ShopFilters;
  facets: ShopFacets;
  /** The page's other choices (search, type, sort, rating), kept as the filters change. */
  keep: Record<string, string>;
  /** Where "Clear filters" goes: the page with its other choices and no filters. */
  clearHref: string;
  /** The results, beside the filters on wide screens and under them on phones. */
  children: ReactNode;
}

const PRICE_LABELS: Readonly<Record<string, string>> = Object.fromEntries(PRICE_BANDS.map((band) => [band.value, band.label]));

/**
 * The filters as a plain GET form (no JavaScript: the storefront's script budget stays as it is),
 * one fieldset of checkboxes per kind, each option with how many products it would show. Phones
 * get it as a disclosure, open while a filter is set.
 */
export function ShopFilterPanel({ action, filters, facets, keep, clearHref, children }: Props) {
  const active = activeFilterCount(filters);
  const group = (name: keyof ShopFilters, legend: string, options: FacetOption[], chosen: readonly string[], label = (value: string) => value, scroll = false) => {
    // A chosen value the others narrowed to nothing stays, so it can be unticked.
    const shown = [...options, ...chosen.filter((value) => !options.some((option) => option.value === value)).map((value) => ({ value, count: 0 }))];
    if (shown.length === 0) return null;
    const list = shown.map((option) => (
      <label key={option.value} className={styles.option}>
        <input type="checkbox" name={name} value={option.value} defaultChecked={chosen.includes(option.value)} data-testid={`filter-${name}-${option.value}`} />
        {label(option.value)}
        <span className={styles.count} data-testid={`count-${name}-${option.value}`}>
          {option.count}
          <span className="visually-hidden"> {option.count === 1 ? "product" : "products"}</span>
        </span>
      </label>
    ));
    return (
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{legend}</legend>
        {scroll ? <div className={styles.scroll}>{list}</div> : list}
      </fieldset>
    );
  };
  return (
    <div className={styles.layout}>
      <details className={styles.panel} open={active > 0 ? true : undefined} data-testid="shop-filters">
        <summary className={styles.summary}>Filters{active > 0 ? ` (${active})` : ""}</summary>
        <form action={action} method="get" className={styles.form} aria-label="Filter products">
          {Object.entries(keep).map(([name, value]) => (value ? <input key={name} type="hidden" name={name} value={value} /> : null))}
          {group("family", "Scent family", facets.family, filters.family)}
          {group("forWhom", "For whom", facets.forWhom, filters.forWhom)}
          {group("concentration", "Concentration", facets.concentration, filters.concentration)}
          {group("notes", "Notes", facets.notes, filters.notes, undefined, true)}
          {group("brand", "Brand", facets.brand, filters.brand, undefined, true)}
          {group("price", "Price", facets.price, filters.price, (value) => PRICE_LABELS[value] ?? value)}
          {group("inStock", "Availability", [{ value: "1", count: facets.inStock }], filters.inStock ? ["1"] : [], () => "In stock")}
          <div className={styles.actions}>
            <button type="submit" className={buttonClass("primary")} data-testid="filters-apply">
              Apply filters
            </button>
            {active > 0 ? (
              <a href={clearHref} data-testid="filters-clear">
                Clear filters
              </a>
            ) : null}
          </div>
        </form>
      </details>
      <div>{children}</div>
    </div>
  );
}
