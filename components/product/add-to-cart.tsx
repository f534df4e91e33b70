"use client";

import dynamic from "next/dynamic";
import { useState } from "react";
import { useCart } from "@/components/cart/cart-provider";
import { buttonClass } from "@/components/ui/button";
import { useNotify } from "@/components/ui/notifications";
import { useScriptRunning } from "@/components/ui/use-script-running";
import { cartLineKey, type CartProductInput } from "@/lib/cart/cart-item";
import { maxStockMessage } from "@/lib/cart/stock-limit";
import { QuantityStepper } from "./quantity-stepper";
import styles from "./buy.module.css";

// Only a sold-out size shows it: its code loads then, not with every product page. Choosing that
// size is a click, and a chunk still loading without a boundary of its own would suspend the whole
// page's update: the radio would spring back until the code came. `loading` gives it that boundary.
const BackInStockForm = dynamic(() => import("@/components/winback/back-in-stock-form").then((module) => module.BackInStockForm), {
  loading: () => null,
});
// The heart reads this browser's saved list only after hydration: its code and the storage's load beside it.
const SaveHeart = dynamic(() => import("@/components/winback/save-heart").then((module) => module.SaveHeart));

/** Quantity and Add to Cart on the product page; quantities never exceed what is in stock. */
export function AddToCart({ product }: { product: CartProductInput & { _id: string } }) {
  const { items, addItem } = useCart();
  const inCart = items.find((item) => cartLineKey(item) === cartLineKey(product))?.quantity ?? 0;
  const available = Math.max(0, product.stock - inCart);
  const [quantity, setQuantity] = useState(1);
  const notify = useNotify();
  const chosen = Math.min(quantity, Math.max(available, 1));
  const running = useScriptRunning();
  const heartItem = product.sizeId ? { productId: product._id, sizeId: product.sizeId } : { productId: product._id };

  if (product.stock === 0) {
    return (
      <div className={styles.buy}>
        <button type="button" className={buttonClass("primary", { block: true })} disabled data-testid="add-to-cart">
          Out of stock
        </button>
        <BackInStockForm productId={product._id} sizeId={product.sizeId ?? undefined} />
        <SaveHeart item={heartItem} name={product.name} />
      </div>
    );
  }

  return (
    <div className={styles.buy}>
      <div className={styles.buyRow}>
        <QuantityStepper
          label="Quantity"
          value={chosen}
          max={Math.max(available, 1)}
          onChange={setQuantity}
          disabled={available === 0}
          testId="product-quantity"
        />
        <button
          type="button"
          className={buttonClass("primary", { className: styles.addButton })}
          disabled={available === 0 || !running}
          onClick={() => {
            void addItem(product, chosen).then(() => notify("success", `Added ${chosen} to your cart.`, { href: "/cart", label: "View cart" }));
            setQuantity(1);
          }}
          data-testid="add-to-cart"
        >
          Add to Cart
        </button>
      </div>
      <SaveHeart item={heartItem} name={product.name} />
      <div role="status" aria-live="polite" className={styles.buyStatus}>
        {available === 0 ? (
          <p className={styles.warning} data-testid="stock-limit">
            {maxStockMessage(product.stock)}
          </p>
        ) : null}
      </div>
    </div>
  );
}
