import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import styles from "@/components/product/product.module.css";
import { ProductReviews, productReviewsPath } from "@/components/reviews/product-reviews";
import { getProduct } from "@/lib/catalog/cached";
import { productPath } from "@/lib/content/product-structured-data";
import { getProductReviews } from "@/lib/reviews/product-reviews";
import { REVIEW_SORTS, type ReviewSort } from "@/lib/reviews/schemas";

/** Rendered on first request and cached like the product's page, under its tag. */
export function generateStaticParams(): { id: string; sort: string; page: string }[] {
  return [];
}

type Params = Promise<{ id: string; sort: string; page: string }>;

const isSort = (value: string): value is ReviewSort => (REVIEW_SORTS as readonly string[]).includes(value);

/** The product, the order and the page the path names; anything else goes to the product's first page of reviews (or home). */
async function resolve(params: Params) {
  const { id, sort, page } = await params;
  const product = await getProduct(id);
  if (!product) redirect("/");
  const number = /^[1-9]\d{0,4}$/.test(page) ? Number(page) : NaN;
  if (!isSort(sort) || !Number.isInteger(number)) redirect(productReviewsPath(product._id, "newest"));
  return { product, sort, page: number };
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { product, sort, page } = await resolve(params);
  return { title: `Reviews of ${product.name} by ${product.brand}`, alternates: { canonical: productReviewsPath(product._id, sort, page) } };
}

/** A product's published reviews in the chosen order, a page at a time: all links, no script. */
export default async function ProductReviewsPage({ params }: { params: Params }) {
  const { product, sort, page } = await resolve(params);
  const list = await getProductReviews(product._id, sort, page);
  if (page > list.pages) redirect(productReviewsPath(product._id, sort, list.pages));
  return (
    <div className={`container ${styles.page}`} data-testid="product-reviews-page">
      <nav aria-label="Breadcrumb" className={styles.breadcrumb}>
        <ol>
          <li>
            <Link href="/">Home</Link>
          </li>
          <li>
            <Link href={productPath(product._id)}>{product.name}</Link>
          </li>
          <li aria-current="page">Reviews</li>
        </ol>
      </nav>
      <p className="eyebrow">{product.brand}</p>
      <h1 className={styles.name}>Reviews of {product.name}</h1>
      <ProductReviews productId={product._id} rating={product.rating} list={list} sort={sort} />
    </div>
  );
}
