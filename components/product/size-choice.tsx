"use client";

import { useState, useSyncExternalStore } from "react";
import { ProductPrice } from "@/components/catalog/product-price";
import { StockNote } from "@/components/catalog/stock-note";
import { stockState, type ProductView, type SizeView } from "@/lib/catalog/product-view";
import { formatNaira } from "@/lib/money/naira";
import { pricePerTenMl } from "@/lib/vocabulary/product-sizes";
import { AddToCart } from "./add-to-cart";
import styles from "./product.module.css";

/** The URL's `?size=`: a chosen size can be shared, while the canonical page stays the product's. */
const SIZE_PARAM = "size";

interface SizeChoiceProps {
  product: Pick<ProductView, "_id" | "brand" | "name" | "type" | "sizes" | "discountPercent">;
  image: string | undefined;
}

const noSubscription = () => () => {};
const sizeInUrl = () => new URLSearchParams(window.location.search).get(SIZE_PARAM);
const noSizeOnServer = () => null;

function perTenMl(size: SizeView): string | null {
  const price = pricePerTenMl(size.promoPrice ?? size.price, size.volumeMl);
  return price === null ? null : `${formatNaira(price)} / 10 ml`;
}

/**
 * The sizes a product is sold in, as a radio group: the price, the stock note and Add to Cart
 * follow the chosen one, and the URL carries it.
 */
export function SizeChoice({ product, image }: SizeChoiceProps) {
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

  const size = product.sizes.find((candidate) => candidate._id === chosenId) ?? product.sizes[0];
  if (!size) return null;
  const onPromo = size.promoPrice !== null && size.promoPrice < size.price;
  return (
    <>
      <fieldset className={styles.sizes}>
        <legend className={styles.sizesLegend}>Size</legend>
        {product.sizes.map((option) => (
          <label key={option._id} className={styles.size} data-testid="size-option">
            <input type="radio" name="size" value={option._id} checked={option._id === size._id} onChange={() => choose(option._id)} />
            <span className={styles.sizeLabel}>{option.label}</span>
            <span className={styles.sizePrice}>{formatNaira(option.promoPrice ?? option.price)}</span>
            {perTenMl(option) ? <span className={styles.sizePerTen}>{perTenMl(option)}</span> : null}
            {option.stock === 0 ? <span className={styles.sizePerTen}>Out of stock</span> : null}
          </label>
        ))}
      </fieldset>
      <ProductPrice product={{ price: size.price, promoPrice: size.promoPrice, onPromo }} className={styles.price} wasClassName={styles.was}>
        <span className={styles.saving}>Save {product.discountPercent}%</span>
      </ProductPrice>
      <p className={styles.stockLine}>
        <StockNote product={{ stock: size.stock, stockState: stockState(size.stock) }} />
      </p>
      <AddToCart
        key={size._id}
        product={{ _id: product._id, sizeId: size._id, sizeLabel: size.label, brand: product.brand, name: product.name, type: product.type, price: size.promoPrice ?? size.price, stock: size.stock, image }}
      />
    </>
  );
}
