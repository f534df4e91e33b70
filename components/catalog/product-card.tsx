import Link from "next/link";
import type { ProductView } from "@/lib/catalog/product-view";
import { formatNaira } from "@/lib/money/naira";

export function ProductCard({ product }: { product: ProductView }) {
  const image = product.images[0]?.url ?? "/products/placeholder.svg";
  return (
    <article data-testid="product-card">
      {/* eslint-disable-next-line @next/next/no-img-element -- seed artwork is SVG */}
      <img src={image} alt={`${product.brand} ${product.name}`} width={300} height={375} />
      <p>{product.brand}</p>
      <h3>{product.name}</h3>
      <p>{product.type}</p>
      <p data-testid="product-price">{formatNaira(product.promoPrice ?? product.price)}</p>
      <Link href={`/product/${product._id}`}>View Details</Link>
    </article>
  );
}
