import Link from "next/link";
import { DataTable, type Column } from "@/components/ui/data-table";
import { formatAdminDate, formatAdminTime } from "@/lib/admin/admin-time";
import type { DraftOrderView } from "@/lib/checkout/draft-orders";
import { formatNaira } from "@/lib/money/naira";
import { SALES_CHANNEL_LABELS } from "@/lib/vocabulary/sales-channels";

export const draftOrderPath = (id: string) => `/admin/orders/drafts/${id}`;

/** Where the draft stands with its buyer: nothing sent, a link still payable or expired, or a payment being turned into an order. */
function linkState(draft: DraftOrderView, now: Date): string {
  if (draft.state === "placing") return "Being paid";
  if (!draft.link) return "No link";
  return new Date(draft.link.expiresAt) <= now ? "Link expired" : `Link payable until ${formatAdminTime(draft.link.expiresAt)}`;
}

const columns = (now: Date): Column<DraftOrderView>[] => [
  {
    label: "Customer",
    rowHeader: true,
    cell: (draft) => (
      <Link href={draftOrderPath(draft._id)} data-testid="draft-link">
        {draft.customer.name}
      </Link>
    ),
  },
  { label: "Channel", cell: (draft) => SALES_CHANNEL_LABELS[draft.channel] },
  { label: "Total", numeric: true, testId: "draft-row-total", cell: (draft) => formatNaira(draft.link?.amount ?? draft.totals.total) },
  { label: "Payment link", testId: "draft-row-link", cell: (draft) => linkState(draft, now) },
  { label: "Stock", testId: "draft-row-stock", cell: (draft) => (draft.reservedUntil ? `Reserved until ${formatAdminTime(draft.reservedUntil)}` : "Not held") },
  { label: "Created", cell: (draft) => formatAdminDate(draft.createdAt) },
];

const draftId = (draft: DraftOrderView) => draft._id;
const draftRow = (draft: DraftOrderView) => ({ "data-testid": "draft-row", "data-state": draft.state });

/** The owner's drafts not yet orders, newest first, each opening its own page. */
export function DraftOrderList({ drafts, now }: { drafts: DraftOrderView[]; now: Date }) {
  return <DataTable caption="Open draft orders" columns={columns(now)} rows={drafts} rowKey={draftId} rowAttributes={draftRow} empty="No open drafts." emptyTestId="drafts-empty" testId="draft-list" />;
}
