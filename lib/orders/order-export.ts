import "server-only";
import { csvRow } from "@/lib/vocabulary/csv";
import { toKobo } from "@/lib/money/naira";
import { channelOf } from "@/lib/vocabulary/sales-channels";
import { Order } from "@/models/order";
import type { AdminOrderQuery } from "./admin-order-schemas";
import { adminOrderFilter, NEWEST_FIRST } from "./admin-orders";

/** The accountant's columns: one row per order line, the order's figures repeated on each. */
const HEADER = [
  "order_number",
  "placed_at_lagos",
  "status",
  "channel",
  "payment_method",
  "payment_state",
  "paid_at_lagos",
  "email",
  "customer_name",
  "phone",
  "state",
  "brand",
  "product",
  "size",
  "sku",
  "quantity",
  "unit_price_ngn",
  "line_total_ngn",
  "order_discount_ngn",
  "order_tax_ngn",
  "order_delivery_ngn",
  "order_total_ngn",
  "order_refunded_ngn",
];

// Lagos keeps UTC+1 all year (no daylight saving): its wall-clock time is one hour on from UTC.
const LAGOS_OFFSET_MS = 60 * 60 * 1000;
const lagosTime = (at: Date | string | null | undefined) => (at ? new Date(new Date(at).getTime() + LAGOS_OFFSET_MS).toISOString().slice(0, 16).replace("T", " ") : "");
/** Naira with two decimals and no separators, as a spreadsheet reads a number. */
const naira = (amount: number) => (toKobo(amount) / 100).toFixed(2);
const koboAsNaira = (kobo: number) => (kobo / 100).toFixed(2);

const FIELDS =
  "orderNumber createdAt status channel email totalPrice itemsPrice bundleDiscount promoDiscount taxPrice shippingPrice refundedKobo payment.method payment.state payment.paidAt shipping.fullName shipping.phoneNumber shipping.state orderItems.brand orderItems.name orderItems.sizeLabel orderItems.sku orderItems.quantity orderItems.price";

interface ExportedOrder {
  orderNumber: string;
  createdAt: Date;
  status: string;
  channel?: string | null;
  email: string;
  totalPrice: number;
  itemsPrice: number;
  bundleDiscount?: number;
  promoDiscount?: number;
  taxPrice: number;
  shippingPrice?: number;
  refundedKobo?: number | null;
  payment: { method: string; state: string; paidAt?: Date | null };
  shipping: { fullName: string; phoneNumber?: string | null; state?: string | null };
  orderItems: { brand: string; name: string; sizeLabel?: string | null; sku?: string | null; quantity: number; price: number }[];
}

/**
 * The filtered orders as CSV text, newest first, one row per line: read through a cursor a batch
 * at a time and written as it is read, so memory stays the same for a day or for 100,000 orders.
 */
export async function* orderCsvRows(query: Omit<AdminOrderQuery, "page" | "limit">): AsyncGenerator<string> {
  yield csvRow(HEADER);
  const cursor = Order.find(await adminOrderFilter(query), FIELDS).sort(NEWEST_FIRST).lean<ExportedOrder>().cursor({ batchSize: 500 });
  for await (const order of cursor as AsyncIterable<ExportedOrder>) {
    const shared = [
      naira((order.bundleDiscount ?? 0) + (order.promoDiscount ?? 0)),
      naira(order.taxPrice),
      naira(order.shippingPrice ?? 0),
      naira(order.totalPrice),
      koboAsNaira(order.refundedKobo ?? 0),
    ];
    let rows = "";
    for (const item of order.orderItems) {
      rows += csvRow([
        order.orderNumber,
        lagosTime(order.createdAt),
        order.status,
        channelOf(order),
        order.payment.method,
        order.payment.state,
        lagosTime(order.payment.paidAt),
        order.email,
        order.shipping.fullName,
        order.shipping.phoneNumber ?? "",
        order.shipping.state ?? "",
        item.brand,
        item.name,
        item.sizeLabel ?? "",
        item.sku ?? "",
        String(item.quantity),
        naira(item.price),
        naira(item.price * item.quantity),
        ...shared,
      ]);
    }
    yield rows;
  }
}
