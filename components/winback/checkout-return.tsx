"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { useCart } from "@/components/cart/cart-provider";
import { saveShipping } from "@/components/checkout/checkout-storage";
import { buttonClass } from "@/components/ui/button";
import { DataTable, type Column } from "@/components/ui/data-table";
import { formatNaira } from "@/lib/money/naira";
import { nameWithSize } from "@/lib/vocabulary/product-sizes";
import type { ReturningCheckout, ReturningLine } from "@/lib/checkout/checkout-return";

const COLUMNS: Column<ReturningLine>[] = [
  { label: "Item", rowHeader: true, cell: (line) => (line.gone ? line.name : `${line.brand} ${nameWithSize(line.name, line.sizeLabel)}`) },
  { label: "Quantity", numeric: true, cell: (line) => line.quantity },
  {
    label: "Today",
    numeric: true,
    testId: "checkout-return-price",
    cell: (line) =>
      line.gone ? "No longer available" : line.stock === 0 ? "Sold out" : line.stock < line.quantity ? `${formatNaira(line.price)} (only ${line.stock} left)` : formatNaira(line.price),
  },
];

/**
 * The reminder's way back: the checkout's lines at today's prices and stock, and one button that
 * puts what is still sold back in the cart and the shopper's details back in the checkout form.
 */
export function CheckoutReturn({ checkout }: { checkout: ReturningCheckout }) {
  const router = useRouter();
  const { items, addItem, clearCart } = useCart();
  const [busy, setBusy] = useState(false);
  const available = checkout.lines.flatMap((line) => (!line.gone && line.stock > 0 ? [line] : []));

  async function restore() {
    setBusy(true);
    if (items.length > 0) clearCart();
    for (const line of available) {
      await addItem({ _id: line.productId, sizeId: line.sizeId, sizeLabel: line.sizeLabel, brand: line.brand, name: line.name, type: line.type, price: line.price, stock: line.stock, image: line.image }, Math.min(line.quantity, line.stock));
    }
    const { email, ...address } = checkout.contact;
    saveShipping({ fullName: address.fullName, email, address: address.address ?? "", phoneNumber: address.phoneNumber ?? "", city: address.city ?? "", state: address.state ?? "", postalCode: address.postalCode ?? "" });
    router.push("/checkout");
  }

  return (
    <div data-testid="checkout-return">
      <DataTable caption="Your checkout at today's prices" columns={COLUMNS} rows={checkout.lines} rowKey={(line) => `${line.productId}/${line.gone ? "" : line.sizeId}`} empty="Nothing left" look="plain" testId="checkout-return-lines" />
      <p>
        At today&apos;s prices: <strong data-testid="checkout-return-subtotal">{formatNaira(checkout.subtotal)}</strong> before delivery and tax.
      </p>
      {available.length > 0 ? (
        <button type="button" className={buttonClass("primary")} onClick={restore} disabled={busy} data-testid="checkout-return-continue">
          {busy ? "Filling your bag..." : "Continue to checkout"}
        </button>
      ) : (
        <p role="status">Everything in this checkout has sold out or is no longer sold.</p>
      )}
    </div>
  );
}
