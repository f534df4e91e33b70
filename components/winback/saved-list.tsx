"use client";

import { useEffect, useState } from "react";
import { AccountPanel } from "@/components/account/account-panel";
import { useCart } from "@/components/cart/cart-provider";
import { buttonClass } from "@/components/ui/button";
import { DataTable, type Column } from "@/components/ui/data-table";
import { useNotify } from "@/components/ui/notifications";
import type { SavedItemView } from "@/lib/saved-items/saved-items-schema";
import { apiRequest } from "@/lib/api-client/api-client";
import { formatNaira } from "@/lib/money/naira";
import { nameWithSize } from "@/lib/vocabulary/product-sizes";
import type { ProductType } from "@/lib/vocabulary/products";
import { clearSavedItems, readSavedItems } from "./saved-storage";

type Items = { items: SavedItemView[] };

/**
 * The account's saved items at today's price and stock. It first joins to the account what the
 * hearts saved in this browser since the sign-in took the guest's list, then forgets the browser's copy.
 */
export function SavedList() {
  const { addItem } = useCart();
  const notify = useNotify();
  const [items, setItems] = useState<SavedItemView[] | null>(null);

  useEffect(() => {
    let current = true;
    const guest = readSavedItems();
    const loaded = guest.length > 0 ? apiRequest<Items>("/account/saved", { method: "POST", body: { items: guest } }) : apiRequest<Items>("/account/saved");
    loaded
      .then((answer) => {
        if (guest.length > 0) clearSavedItems();
        if (current) setItems(answer.items);
      })
      .catch(() => current && setItems([]));
    return () => {
      current = false;
    };
  }, []);

  async function remove(item: SavedItemView) {
    const answer = await apiRequest<Items>("/account/saved", { method: "DELETE", body: { productId: item.productId, sizeId: item.sizeId } });
    setItems(answer.items);
  }

  async function moveToCart(item: SavedItemView) {
    await addItem({ _id: item.productId, sizeId: item.sizeId, sizeLabel: item.sizeLabel, brand: item.brand, name: item.name, type: item.type as ProductType, price: item.price, stock: item.stock, image: item.image }, 1);
    await remove(item);
    notify("success", `Moved ${item.name} to your cart.`, { href: "/cart", label: "View cart" });
  }

  const columns: Column<SavedItemView>[] = [
    { label: "Item", rowHeader: true, cell: (item) => <a href={`/product/${item.productId}`}>{`${item.brand} ${nameWithSize(item.name, item.sizeLabel)}`}</a> },
    { label: "Price today", numeric: true, cell: (item) => formatNaira(item.price) },
    { label: "Stock", testId: "saved-stock", cell: (item) => (item.stock > 0 ? `${item.stock} in stock` : "Sold out") },
    {
      label: "Actions",
      hideLabel: true,
      cell: (item) => (
        <>
          <button type="button" className={buttonClass("primary", { small: true })} disabled={item.stock === 0} onClick={() => void moveToCart(item)} data-testid="saved-move">
            Move to cart
          </button>{" "}
          <button type="button" className={buttonClass("ghost", { small: true })} onClick={() => void remove(item)} data-testid="saved-remove">
            Remove
          </button>
        </>
      ),
    },
  ];

  return (
    <AccountPanel id="saved-title" title="Saved for later" testId="saved-list">
      {items === null ? (
        <p role="status">Loading your saved items…</p>
      ) : (
        <DataTable caption="Saved for later" columns={columns} rows={items} rowKey={(item) => `${item.productId}/${item.sizeId}`} empty="Nothing saved yet: tap the heart on a product to keep it here." emptyTestId="saved-empty" look="plain" />
      )}
    </AccountPanel>
  );
}
