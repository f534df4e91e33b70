import { redirect } from "next/navigation";
import { Hero, NewsletterCallToAction, SloganBand } from "@/components/home/hero";
import { HOME_PAGE_SIZE } from "@/components/home/home-cards";
import { ProductShowcase } from "@/components/home/product-showcase";
import { CardHeartsScript } from "@/components/winback/card-hearts-script";
import { showcaseCards } from "@/components/home/showcase-cards";
import styles from "@/components/home/home.module.css";
import { getProducts } from "@/lib/catalog/cached";
import { getSiteContent } from "@/lib/content/site-content";
import { loadHomeCards } from "./load-home-cards";

/**
 * The home page, and the answer to every path no other route matches: those go home (spec) with
 * a real redirect, since nothing streams before this page decides.
 *
 * The page is rendered on its first request and then served from the shared cache until a write
 * revalidates the tags its reads carry (products, site content). It lives in an optional
 * catch-all because a route with parameters is the one kind Next.js leaves for the first request
 * when `generateStaticParams` lists none: the build reads no database.
 */
export function generateStaticParams(): { path: string[] }[] {
  return [];
}

export default async function HomePage({ params }: { params: Promise<{ path?: string[] }> }) {
  if ((await params).path) redirect("/");
  const [content, { products, total }] = await Promise.all([getSiteContent(), getProducts({ page: 1, limit: HOME_PAGE_SIZE })]);
  return (
    <>
      <Hero content={content} />
      <NewsletterCallToAction />
      <SloganBand slogan={content.slogan} bannerUrl={content.bannerUrl} />
      <section id="products" className={`container ${styles.products}`} aria-labelledby="products-title" tabIndex={-1} data-testid="home-products-section">
        <div className={styles.sectionHead}>
          <div>
            <p className="eyebrow">The collection</p>
            <h2 id="products-title" className={styles.sectionTitle}>
              Our fragrances
            </h2>
          </div>
        </div>
        {/* The page comes whole from the cache with the first cards only; the filter and View More
            load the next from the server (load-home-cards.ts), under the spec's skeleton cards. The
            cards start below the banner, the slogan and the newsletter call (1,500 px down on a
            desktop, 1,760 on a phone): their photos wait their turn, and the banner, the largest
            paint, has the line. */}
        <ProductShowcase initial={{ cards: showcaseCards(products), total }} load={loadHomeCards} />
        <CardHeartsScript />
      </section>
    </>
  );
}
