import Link from "next/link";
import { buttonClass } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { ORDER_NUMBER_PREFIX } from "@/lib/vocabulary/order-number";
import { ORDER_STATUSES } from "@/lib/vocabulary/order-statuses";
import { SALES_CHANNEL_LABELS, SALES_CHANNELS } from "@/lib/vocabulary/sales-channels";
import type { AdminOrderQuery } from "@/lib/orders/admin-order-schemas";
import styles from "./orders.module.css";
import { Options } from "@/components/ui/options";

type Filters = Pick<AdminOrderQuery, "q" | "status" | "payment" | "channel" | "from" | "to">;

/** Search and filters: a plain GET form, so they live in the URL and work without script. */
export function OrderFilters({ q, status, payment, channel, from, to }: Filters) {
  return (
    <form className={styles.filters} method="get" action="/admin/orders" role="search" data-testid="order-filters">
      <FormField id="order-search" label="Order number, e-mail, name or phone" look="compact">
        {(control) => <input {...control} name="q" defaultValue={q ?? ""} placeholder={`${ORDER_NUMBER_PREFIX}…, name@example.com or 0803…`} data-testid="order-search" />}
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
      <FormField id="order-payment-filter" label="Payment" look="compact">
        {(control) => (
          <select {...control} name="payment" defaultValue={payment ?? ""} data-testid="order-payment-filter">
            <option value="">All payments</option>
            <option value="card">Card</option>
            <option value="bank">Bank Transfer</option>
          </select>
        )}
      </FormField>
      <FormField id="order-channel-filter" label="Channel" look="compact">
        {(control) => (
          <select {...control} name="channel" defaultValue={channel ?? ""} data-testid="order-channel-filter">
            <option value="">All channels</option>
            <Options values={SALES_CHANNELS} labels={SALES_CHANNEL_LABELS} />
          </select>
        )}
      </FormField>
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
