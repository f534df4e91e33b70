import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { compactCardImageSizes, ProductCard } from "@/components/catalog/product-card";
import cardStyles from "@/components/catalog/product-card.module.css";
import { ProductPrice } from "@/components/catalog/product-price";
import { StockNote } from "@/components/catalog/stock-note";
import { AddToCart } from "@/components/product/add-to-cart";
import { DropGate } from "@/components/product/drop-gate";
import { galleryPhotos } from "@/components/product/gallery-photos";
import { ProductGallery } from "@/components/product/product-gallery";
import { ProductReviews } from "@/components/reviews/product-reviews";
import { RatingLine } from "@/components/reviews/rating-line";
import { SizeChoice } from "@/components/product/size-choice";
import { PerfumeProfile } from "@/components/product/perfume-profile";
import { SizeOptionText, SizePriceAndStock } from "@/components/product/size-details";
import styles from "@/components/product/product.module.css";
import buyStyles from "@/components/product/buy.module.css";
import { getProduct, getRelatedProducts } from "@/lib/catalog/cached";
import { upcomingDrop } from "@/lib/catalog/drop-schedule";
import { getProductReviews } from "@/lib/reviews/product-reviews";
import type { ProductView } from "@/lib/catalog/product-view";
import { absoluteUrl, breadcrumbJsonLd, productJsonLd, productPath, serializeJsonLd } from "@/lib/content/product-structured-data";
import { PLACEHOLDER_IMAGE } from "@/lib/cart/cart-item";
import { shareImageUrl } from "@/lib/images/photo-variants";
import { DELIVERY_DAYS } from "@/lib/checkout/place-order";
import { TAX_RATE_LABEL } from "@/lib/vocabulary/tax";
import { buttonClass } from "@/components/ui/button";
import { productQuestion, whatsappLink } from "@/lib/content/whatsapp-link";
import { getWhatsappNumber } from "@/lib/settings/whatsapp-number";

/** No product is rendered at build time: each page renders on its first request, then comes from the shared cache. */
export function generateStaticParams(): { id: string }[] {
  return [];
}

type Params = Promise<{ id: string }>;

/** Reviews shown on the product's page and in its structured data; the rest are on its reviews pages. */
const LATEST_REVIEWS = 5;
/** "You may also like" is the compact grid with no padding of its own: two cards across a phone, each a 320px photo. */
const RELATED_IMAGE_SIZES = compactCardImageSizes(0);

/** Unknown or malformed ids go home, as every unknown path does (spec). */
async function productOrHome(id: string): Promise<ProductView> {
  const product = await getProduct(id);
  if (!product) redirect("/");
  return product;
}

function summary(product: ProductView): string {
  const text = `${product.brand} ${product.name}: ${product.description}`;
  return text.length > 160 ? `${text.slice(0, 157).trimEnd()}…` : text;
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const product = await productOrHome((await params).id);
  const title = product.seoTitle ?? `${product.name} by ${product.brand}`;
  const description = product.seoDescription ?? summary(product);
  const image = absoluteUrl(shareImageUrl(product.images[0]?.url ?? PLACEHOLDER_IMAGE));
  return {
    title,
    description,
    alternates: { canonical: productPath(product._id) },
    openGraph: {
      type: "website",
      url: productPath(product._id),
      title,
      description,
      images: [{ url: image, alt: `${product.brand} ${product.name}` }],
    },
    twitter: { card: "summary_large_image", title, description, images: [image] },
  };
}

export default async function ProductPage({ params }: { params: Params }) {
  const product = await productOrHome((await params).id);
  const [related, whatsapp] = await Promise.all([getRelatedProducts(product), getWhatsappNumber()]);
  // The newest few: shown under the details and given to search engines with the rating.
  const reviews = await getProductReviews(product._id, "newest", 1, LATEST_REVIEWS);
  const cover = product.images[0];
  const crumbs = [
    { name: "Home", path: "/" },
    { name: "Shop", path: "/shop" },
    { name: `${product.type}s`, path: `/shop?type=${product.type}` },
    { name: product.name, path: productPath(product._id) },
  ];

  return (
    <div className={`container ${styles.page}`} data-testid="product-page">
      <script type="application/ld+json" data-testid="product-jsonld" dangerouslySetInnerHTML={{ __html: serializeJsonLd(productJsonLd(product, reviews.reviews)) }} />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(breadcrumbJsonLd(crumbs)) }} />

      <nav aria-label="Breadcrumb" className={styles.breadcrumb}>
        <ol>
          {crumbs.slice(0, -1).map((crumb) => (
            <li key={crumb.path}>
              <Link href={crumb.path}>{crumb.name}</Link>
            </li>
          ))}
          <li aria-current="page">{product.name}</li>
        </ol>
      </nav>

      <div className={styles.layout}>
        <div className={styles.gallery}>
          <ProductGallery photos={galleryPhotos(product.images)} name={`${product.brand} ${product.name}`} />
        </div>

        <div className={styles.details}>
          <p className="eyebrow" data-testid="product-brand">
            {product.brand}
          </p>
          <h1 className={styles.name} data-testid="product-name">
            {product.name}
          </h1>
          <p className={styles.type}>
            <span className={styles.typeChip} data-testid="product-type">
              {product.type}
            </span>
          </p>
          {product.rating ? (
            <p>
              <a href="#reviews" data-testid="product-rating">
                <RatingLine rating={product.rating} />
              </a>
            </p>
          ) : null}
          <DropGate onSaleAt={product.onSaleAt}>
          {product.sizes.length > 1 ? (
            <SizeChoice
              product={{ _id: product._id, brand: product.brand, name: product.name, type: product.type }}
              sizes={product.sizes.map((size) => ({
                _id: size._id,
                label: size.label,
                price: size.promoPrice ?? size.price,
                stock: size.stock,
                text: <SizeOptionText size={size} />,
                details: <SizePriceAndStock size={size} discountPercent={product.discountPercent} />,
                drop: upcomingDrop(size.onSaleAt, new Date()),
              }))}
              image={cover?.url}
            />
          ) : (
            <>
              <ProductPrice product={product} className={buyStyles.price} wasClassName={buyStyles.was}>
                <span className={buyStyles.saving}>Save {product.discountPercent}%</span>
              </ProductPrice>
              <p className={buyStyles.stockLine}>
                <StockNote product={product} />
              </p>
              <AddToCart
                product={{
                  _id: product._id,
                  brand: product.brand,
                  name: product.name,
                  type: product.type,
                  price: product.promoPrice ?? product.price,
                  stock: product.stock,
                  image: cover?.url,
                }}
              />
            </>
          )}
          </DropGate>
          {whatsapp ? (
            <p>
              <a
                href={whatsappLink(whatsapp, productQuestion(product, absoluteUrl(productPath(product._id))))}
                className={buttonClass("ghost")}
                target="_blank"
                rel="noopener noreferrer"
                data-testid="ask-on-whatsapp"
              >
                Ask on WhatsApp
              </a>
            </p>
          ) : null}
          <PerfumeProfile product={product} />
          <dl className={styles.facts}>
            {product.notes ? (
              <div>
                <dt>Notes</dt>
                <dd data-testid="product-notes">{product.notes}</dd>
              </div>
            ) : null}
            <div>
              <dt>Description</dt>
              <dd data-testid="product-description">{product.description}</dd>
            </div>
            <div>
              <dt>Delivery</dt>
              <dd>Nationwide delivery, usually within {DELIVERY_DAYS} days. VAT of {TAX_RATE_LABEL} is added at checkout.</dd>
            </div>
          </dl>
        </div>
      </div>

      <ProductReviews productId={product._id} rating={product.rating} list={reviews} sort="newest" preview />

      {related.length > 0 && (
        <section className={styles.related} aria-labelledby="related-title" data-testid="related-products">
          <h2 id="related-title" className={styles.relatedTitle}>
            You may also like
          </h2>
          <div className={cardStyles.compactGrid}>
            {related.map((item) => (
              <ProductCard key={item._id} product={item} imageSizes={RELATED_IMAGE_SIZES} />
            ))}
          </div>
        </section>
      )}
    </div>
  );
}
