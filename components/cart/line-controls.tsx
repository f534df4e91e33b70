"use client";

import { QuantityStepper } from "@/components/product/quantity-stepper";
import { cartLineKey, type CartItem } from "@/lib/cart/cart-item";
import { nameWithSize } from "@/lib/vocabulary/product-sizes";
import { useCart } from "./cart-provider";
import styles from "./line-controls.module.css";

interface LineControlsProps {
  item: Pick<CartItem, "_id" | "sizeId" | "sizeLabel" | "name" | "quantity">;
  max: number;
  disabled?: boolean;
  /** Prefix of the stepper's and the button's test ids. */
  testId: string;
  className: string | undefined;
}

/** A cart line's quantity stepper and Remove button, acting on the cart. */
export function LineControls({ item, max, disabled, testId, className }: LineControlsProps) {
  const { updateQuantity, removeItem } = useCart();
  return (
    <div className={className}>
      <QuantityStepper
        label={`Quantity of ${nameWithSize(item.name, item.sizeLabel)}`}
        hideLabel
        value={item.quantity}
        max={max}
        onChange={(quantity) => updateQuantity(cartLineKey(item), quantity)}
        disabled={disabled}
        testId={`${testId}-quantity`}
      />
      <button type="button" className={styles.remove} onClick={() => removeItem(cartLineKey(item))} data-testid={`${testId}-remove`}>
        Remove<span className="visually-hidden"> {nameWithSize(item.name, item.sizeLabel)}</span>
      </button>
    </div>
  );
}
