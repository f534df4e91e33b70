import type { Metadata } from "next";
import Link from "next/link";
import { DropForm } from "@/components/admin/products/drop-form";
import { SizeDropForm } from "@/components/admin/products/size-drop-form";
import { LowStockForm } from "@/components/admin/products/low-stock-form";
import { StockHistory } from "@/components/admin/products/stock-history";
import { WaitingDemand } from "@/components/admin/products/waiting-demand";
import styles from "@/components/admin/products/stock-history.module.css";
import formStyles from "@/components/admin/form.module.css";
import type { RecordPageProps } from "@/lib/admin/page-props";
import { requireAdminPage } from "@/lib/admin/require-admin";
import { productStockHistory, storeLowStockThreshold } from "@/lib/catalog/stock-history";
import { waitingSizes } from "@/lib/back-in-stock/requests";
import { isObjectId } from "@/lib/vocabulary/identifiers";
import { dropSettingsOf, sizeDropsOf } from "@/lib/catalog/drop-admin";
import { shopDateTimeInput } from "@/lib/calendar/shop-calendar";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Stock history" };

/** One product's stock: each size's moves with their reasons, and when the owner is told it runs low. */
export default async function AdminProductStockPage({ params }: RecordPageProps) {
  await requireAdminPage("products");
  const { id } = await params;
  const [history, storeFigure, waiting, drop, sizeDrops] = await Promise.all([productStockHistory(id), storeLowStockThreshold(), isObjectId(id) ? waitingSizes([id]) : [], dropSettingsOf(id), sizeDropsOf(id)]);
  return (
    <>
      <p>
        <Link href="/admin/products">← All products</Link>
      </p>
      <h1 className={formStyles.pageTitle}>{history ? `${history.brand} ${history.name}: stock history` : "Stock history"}</h1>
      {history ? (
        <>
          <div className={styles.header}>
            <p className={styles.meta}>Every change of each size&apos;s stock, newest first, with its reason. Paying for an order sells the units it held, so it moves nothing.</p>
            <LowStockForm productId={history.productId} own={history.lowStockThreshold} storeFigure={storeFigure} />
            {drop ? <DropForm productId={history.productId} onSaleAt={drop.onSaleAt ? shopDateTimeInput(drop.onSaleAt) : ""} perCustomerLimit={drop.perCustomerLimit} /> : null}
            {sizeDrops && sizeDrops.length > 1 ? <SizeDropForm productId={history.productId} sizes={sizeDrops.map((size) => ({ ...size, onSaleAt: size.onSaleAt ? shopDateTimeInput(size.onSaleAt) : "" }))} /> : null}
          </div>
          <WaitingDemand sizes={waiting} title="Shoppers waiting for a size to come back" />
          <StockHistory sizes={history.sizes} threshold={history.threshold} truncated={history.truncated} />
        </>
      ) : (
        <p role="status">There is no such product.</p>
      )}
    </>
  );
}
