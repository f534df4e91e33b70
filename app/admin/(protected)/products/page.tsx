import type { Metadata } from "next";
import formStyles from "@/components/admin/form.module.css";
import { ListSearch } from "@/components/admin/list-search";
import { PageLinks } from "@/components/admin/page-links";
import { BulkPriceForm } from "@/components/admin/products/bulk-price-form";
import { CatalogueFileLinks } from "@/components/admin/products/catalogue-file-links";
import { ProductManager } from "@/components/admin/products/product-manager";
import { SizeGrid } from "@/components/admin/products/size-grid";
import { WaitingDemand } from "@/components/admin/products/waiting-demand";
import { shownWords, VisibilityFilter } from "@/components/admin/products/visibility-filter";
import { Notifications } from "@/components/ui/notifications";
import { adminListPage } from "@/lib/admin/list-page";
import type { ListPageProps } from "@/lib/admin/page-props";
import { listProductRowsForAdmin } from "@/lib/catalog/product-admin";
import { adminProductQuerySchema } from "@/lib/catalog/product-admin-schema";
import { knownNotes } from "@/lib/catalog/scent-notes";
import { waitingSizes } from "@/lib/back-in-stock/requests";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Products" };

export default async function AdminProductsPage({ searchParams }: ListPageProps) {
  const [{ query, list, pages }, notes] = await Promise.all([adminListPage("products", adminProductQuerySchema, searchParams, listProductRowsForAdmin), knownNotes()]);
  const waiting = await waitingSizes(list.products.map((product) => product._id));
  const search = (
    <>
      <ListSearch action="/admin/products" name="product" label="Brand, name or SKU" placeholder="Oud, Maison Lagos or SC-…" q={query.q} filtered={Boolean(query.shown)}>
        <VisibilityFilter shown={query.shown} />
      </ListSearch>
      <p className={formStyles.hint} aria-live="polite" data-testid="product-count">
        {list.total}
        {shownWords(query.shown)} {list.total === 1 ? "product" : "products"}
        {query.q ? ` found for “${query.q}”` : ""}
      </p>
      <CatalogueFileLinks />
      <BulkPriceForm q={query.q} shown={query.shown} total={list.total} />
    </>
  );
  return (
    <>
      {/* A new page or search starts the list afresh: the manager keeps its list in state. */}
      <Notifications look="toast">
        <ProductManager key={`${query.q ?? ""}:${query.shown ?? ""}:${query.page}`} initialProducts={list.products} knownNotes={notes} search={search} list={{ q: query.q, shown: query.shown, total: list.total }} />
      </Notifications>
      <PageLinks page={query.page} pages={pages} label="Product pages" path="/admin/products" keep={{ q: query.q, shown: query.shown }} />
      <SizeGrid products={list.products} />
      <WaitingDemand sizes={waiting} />
    </>
  );
}
