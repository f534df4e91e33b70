import Link from "next/link";
import { buttonClass } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { ORDER_NUMBER_PREFIX } from "@/lib/vocabulary/order-number";
import { ORDER_STATUSES, PAYMENT_METHOD_LABELS, PAYMENT_METHODS } from "@/lib/vocabulary/order-statuses";
import { SALES_CHANNEL_LABELS, SALES_CHANNELS } from "@/lib/vocabulary/sales-channels";
import type { AdminOrderQuery } from "@/lib/orders/admin-order-schemas";
import styles from "./orders.module.css";
import { FilterSelect } from "@/components/ui/filter-select";

// A status is its own label.
const STATUS_LABELS = Object.fromEntries(ORDER_STATUSES.map((status) => [status, status])) as Record<(typeof ORDER_STATUSES)[number], string>;

type Filters = Pick<AdminOrderQuery, "q" | "status" | "payment" | "channel" | "from" | "to">;

/** Search and filters: a plain GET form, so they live in the URL and work without script. */
export function OrderFilters({ q, status, payment, channel, from, to }: Filters) {
  return (
    <form className={styles.filters} method="get" action="/admin/orders" role="search" data-testid="order-filters">
      <FormField id="order-search" label="Order number, e-mail, name or phone" look="compact">
        {(control) => <input {...control} name="q" defaultValue={q ?? ""} placeholder={`${ORDER_NUMBER_PREFIX}…, name@example.com or 0803…`} data-testid="order-search" />}
      </FormField>
      <FilterSelect id="order-status-filter" label="Status" name="status" value={status} all="All statuses" values={ORDER_STATUSES} labels={STATUS_LABELS} testId="order-status-filter" />
      <FilterSelect id="order-payment-filter" label="Payment" name="payment" value={payment} all="All payments" values={PAYMENT_METHODS} labels={PAYMENT_METHOD_LABELS} testId="order-payment-filter" />
      <FilterSelect id="order-channel-filter" label="Channel" name="channel" value={channel} all="All channels" values={SALES_CHANNELS} labels={SALES_CHANNEL_LABELS} testId="order-channel-filter" />
      <FormField id="order-from" label="From" look="compact">
        {(control) => <input {...control} type="date" name="from" defaultValue={from ?? ""} data-testid="order-from" />}
      </FormField>
      <FormField id="order-to" label="To" look="compact">
        {(control) => <input {...control} type="date" name="to" defaultValue={to ?? ""} data-testid="order-to" />}
      </FormField>
      <button type="submit" className={buttonClass("primary")}>
        Apply
      </button>
      {q || status || payment || channel || from || to ? (
        <Link href="/admin/orders" className={buttonClass("ghost")}>
          Clear
        </Link>
      ) : null}
    </form>
  );
}
