import Link from "next/link";
import { buttonClass } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { ORDER_NUMBER_PREFIX } from "@/lib/vocabulary/order-number";
import { ORDER_STATUSES } from "@/lib/vocabulary/order-statuses";
import styles from "./orders.module.css";

/** Search by order number or e-mail and filter by status: a plain GET form, so it works without script. */
export function OrderFilters({ q, status }: { q: string | undefined; status: string | undefined }) {
  return (
    <form className={styles.filters} method="get" action="/admin/orders" role="search" data-testid="order-filters">
      <FormField id="order-search" label="Order number or e-mail" look="compact">
        {(control) => <input {...control} name="q" defaultValue={q ?? ""} placeholder={`${ORDER_NUMBER_PREFIX}… or name@example.com`} data-testid="order-search" />}
      </FormField>
      <FormField id="order-status-filter" label="Status" look="compact">
        {(control) => (
          <select {...control} name="status" defaultValue={status ?? ""} data-testid="order-status-filter">
            <option value="">All statuses</option>
            {ORDER_STATUSES.map((option) => (
              <option key={option}>{option}</option>
            ))}
          </select>
        )}
      </FormField>
      <button type="submit" className={buttonClass("primary")}>
        Apply
      </button>
      {q || status ? (
        <Link href="/admin/orders" className={buttonClass("ghost")}>
          Clear
        </Link>
      ) : null}
    </form>
  );
}
