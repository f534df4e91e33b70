"use client";

import { useState, useSyncExternalStore, type ReactNode } from "react";
import type { ProductView } from "@/lib/catalog/product-view";
import { AddToCart } from "./add-to-cart";
import { LazyOnSaleGate } from "./lazy-on-sale-gate";
import styles from "./buy.module.css";

/** The URL's `?size=`: a chosen size can be shared, while the canonical page stays the product's. */
const SIZE_PARAM = "size";

/** A size as the choice needs it; what it shows of each size comes rendered from the server. */
export interface SizeOption {
  _id: string;
  label: string;
  /** What a shopper pays today. */
  price: number;
  stock: number;
  /** The radio button's text. */
  text: ReactNode;
  /** The price and stock note shown while it is chosen. */
  details: ReactNode;
  /** Its own drop, still to come when the page was rendered: chosen, it counts down with nothing to buy. */
  drop?: { onSaleAt: string; label: string } | null;
}

interface SizeChoiceProps {
  product: Pick<ProductView, "_id" | "brand" | "name" | "type">;
  sizes: SizeOption[];
  image: string | undefined;
}

const noSubscription = () => () => {};
const sizeInUrl = () => new URLSearchParams(window.location.search).get(SIZE_PARAM);
const noSizeOnServer = () => null;

/**
 * The sizes a product is sold in, as a radio group: the price, the stock note and Add to Cart
 * follow the chosen one, and the URL carries it. Prices and notes are rendered on the server
 * (components/product/size-details.tsx), so the page's script only chooses between them.
 */
export function SizeChoice({ product, sizes, image }: SizeChoiceProps) {
  // The server renders the first size; once hydrated, a shared link's size shows.
  const linked = useSyncExternalStore(noSubscription, sizeInUrl, noSizeOnServer);
  const [picked, setPicked] = useState<string | null>(null);
  const chosenId = picked ?? linked;

  const choose = (id: string) => {
    setPicked(id);
    const url = new URL(window.location.href);
    url.searchParams.set(SIZE_PARAM, id);
    window.history.replaceState(window.history.state, "", url);
  };

  const size = sizes.find((candidate) => candidate._id === chosenId) ?? sizes[0];
  if (!size) return null;
  const buy = <AddToCart key={size._id} product={{ _id: product._id, sizeId: size._id, sizeLabel: size.label, brand: product.brand, name: product.name, type: product.type, price: size.price, stock: size.stock, image }} />;
  return (
    <>
      <fieldset className={styles.sizes}>
        <legend className={styles.sizesLegend}>Size</legend>
        {sizes.map((option) => (
          <label key={option._id} className={styles.size} data-testid="size-option">
            <input type="radio" name="size" value={option._id} checked={option._id === size._id} onChange={() => choose(option._id)} />
            {option.text}
          </label>
        ))}
      </fieldset>
      {size.details}
      {size.drop ? (
        <LazyOnSaleGate key={size._id} onSaleAt={size.drop.onSaleAt} label={size.drop.label}>
          {buy}
        </LazyOnSaleGate>
      ) : (
        buy
      )}
    </>
  );
}
