"use client";

import Link from "next/link";
import type { ReactNode } from "react";
import { ProductImage } from "@/components/catalog/product-image";
import { responsiveImage } from "@/lib/images/photo-variants";
import { Badge } from "@/components/ui/badge";
import { buttonClass } from "@/components/ui/button";
import { TickAll } from "./tick-all";
import { formatAdminDate } from "@/lib/admin/admin-time";
import type { AdminProductRow } from "@/lib/catalog/admin-product-row";
import { formatNaira } from "@/lib/money/naira";
import formStyles from "../form.module.css";
import styles from "./products.module.css";

/** The 96 px thumbnail at up to three device pixels to one: its sets list one width, not every width a product page needs. */
const THUMB_DEVICE_PIXELS = 3 * 96;

function promoLine(product: AdminProductRow): string {
  const promo = product.promo;
  if (!promo || promo.discount <= 0) return "No promotion";
  const start = promo.startDate ? formatAdminDate(promo.startDate) : "now";
  const end = promo.endDate ? formatAdminDate(promo.endDate) : "no end date";
  return `Promo: ${promo.discount}% off, ${start} to ${end} (${product.promoState})`;
}

/** Each size's stock, flagged when it is sold out, so the owner sees which size to restock. */
function SizeStock({ product }: { product: AdminProductRow }) {
  return (
    <ul className={styles.sizeStock} aria-label={`Stock by size of ${product.name}`} data-testid="admin-product-sizes">
      {product.sizes.map((size) => (
        <li key={size._id} className={size.stock === 0 ? styles.soldOut : undefined}>
          {size.label} · {formatNaira(size.price)} · {size.stock === 0 ? "Sold out" : `${size.stock} in stock`}
        </li>
      ))}
    </ul>
  );
}

interface Props {
  products: AdminProductRow[];
  /** Shown under the list's heading: its search and count. */
  children?: ReactNode;
  onEdit: (product: AdminProductRow) => void;
  onDelete: (product: AdminProductRow) => void;
  /** Ticking products for a bulk edit, and why the last one left some as they were. */
  choice?: { chosen: ReadonlySet<string>; choose: (id: string, ticked: boolean) => void; chooseAll: (ids: readonly string[], ticked: boolean) => void; refusals: ReadonlyMap<string, string> };
}

export function ProductList({ products, children, onEdit, onDelete, choice }: Props) {
  return (
    <section aria-labelledby="product-list-title" className={styles.listSection}>
      <h2 id="product-list-title" className={formStyles.sectionTitle}>
        Product List
      </h2>
      {children}
      {choice && products.length > 0 ? <TickAll ids={products.map((product) => product._id)} chosen={choice.chosen} onTick={choice.chooseAll} /> : null}
      {products.length === 0 ? (
        <p>No products available.</p>
      ) : (
        <ul className={styles.list} data-testid="admin-product-list">
          {products.map((product) => (
            <li key={product._id} className={styles.item} data-testid="admin-product" data-product-id={product._id}>
              <ProductImage image={responsiveImage(product.image, THUMB_DEVICE_PIXELS)} alt={`${product.brand} ${product.name}`} sizes="96px" className={styles.thumb} width={96} height={96} />
              <div className={styles.details}>
                <p className={styles.brand}>{product.brand}</p>
                <h3 className={styles.name}>
                  {product.name}
                  {product.published ? null : (
                    <Badge tone="warning" testId="admin-product-hidden">
                      Hidden
                    </Badge>
                  )}
                </h3>
                <p className={styles.meta}>
                  {product.type} ·{" "}
                  {product.promoPrice !== null ? (
                    <>
                      <s>{formatNaira(product.price)}</s> <strong data-testid="admin-product-price">{formatNaira(product.promoPrice)}</strong>
                    </>
                  ) : (
                    <strong data-testid="admin-product-price">{formatNaira(product.price)}</strong>
                  )}{" "}
                  · Stock {product.stock}
                  {product.stock === 0 ? <strong className={styles.soldOutNote}> · Sold out</strong> : null}
                </p>
                {product.sizes.length > 1 ? <SizeStock product={product} /> : null}
                <p className={styles.description}>{product.description}</p>
                <p className={styles.promo}>{promoLine(product)}</p>
                {choice?.refusals.has(product._id) ? (
                  <p className={styles.soldOutNote} data-testid="admin-product-refused">
                    Left as it was: {choice.refusals.get(product._id)}
                  </p>
                ) : null}
              </div>
              <div className={styles.itemActions}>
                {choice ? (
                  <label>
                    <input type="checkbox" checked={choice.chosen.has(product._id)} onChange={(event) => choice.choose(product._id, event.target.checked)} data-testid="admin-product-choose" /> Choose
                    <span className={styles.srOnly}> {product.name}</span>
                  </label>
                ) : null}
                <Link href={`/admin/products/${product._id}`} className={buttonClass("ghost", { small: true })} data-testid="admin-product-stock-history">
                  Stock history<span className={styles.srOnly}> of {product.name}</span>
                </Link>
                <button type="button" className={buttonClass("ghost", { small: true })} onClick={() => onEdit(product)} data-testid="admin-product-edit">
                  Edit<span className={styles.srOnly}> {product.name}</span>
                </button>
                <button type="button" className={buttonClass("secondary", { small: true })} onClick={() => onDelete(product)} data-testid="admin-product-delete">
                  Delete<span className={styles.srOnly}> {product.name}</span>
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
