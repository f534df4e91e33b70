import Link from "next/link";
import { ResponsivePicture } from "@/components/catalog/responsive-picture";
import { buttonClass } from "@/components/ui/button";
import type { SiteContentView } from "@/lib/content/site-content-defaults";
import { ShopNowButton } from "./shop-now-button";
import styles from "./home.module.css";

export function Hero({ content }: { content: SiteContentView }) {
  return (
    <section className={styles.hero} aria-labelledby="hero-title" data-testid="hero">
      <div className={`container ${styles.heroInner}`}>
        <div className={styles.heroText}>
          <p className="eyebrow">Luxury fragrance · Delivered across Nigeria</p>
          <h1 id="hero-title" className={styles.heroTitle}>
            {content.heroTitle}
          </h1>
          <p className={styles.heroSubtitle}>{content.heroSubtitle}</p>
          <p className={styles.heroDescription} data-testid="hero-description">
            {content.description}
          </p>
          <div className={styles.heroActions}>
            <ShopNowButton />
            <Link href="/products-and-services" className={buttonClass("secondary")} data-testid="hero-learn-more">
              Learn More<span className="visually-hidden"> about our products and services</span>
            </Link>
          </div>
        </div>
        <div className={styles.heroMedia}>
          <ResponsivePicture
            src={content.bannerUrl}
            alt=""
            width={1000}
            height={800}
            sizes="(max-width: 860px) calc(100vw - 48px), 560px"
            className={styles.heroImage}
            loading="eager"
            fetchPriority="high"
          />
        </div>
      </div>
    </section>
  );
}

export function NewsletterCallToAction() {
  return (
    <section className="container" aria-labelledby="cta-title">
      <div className={styles.cta}>
        <div>
          <p className="eyebrow">The Scents letter</p>
          <h2 id="cta-title" className={styles.ctaTitle}>
            First to know about new arrivals and private sales.
          </h2>
        </div>
        <Link href="/newsletter" className={buttonClass("primary")} data-testid="home-newsletter-link">
          Join the newsletter
        </Link>
      </div>
    </section>
  );
}

export function SloganBand({ slogan, bannerUrl }: { slogan: string; bannerUrl: string }) {
  return (
    <section className={styles.slogan} aria-label="Our promise">
      <ResponsivePicture src={bannerUrl} alt="" sizes="100vw" className={styles.sloganImage} width={1000} height={800} />
      <div className={styles.sloganOverlay}>
        <p className={styles.sloganText} data-testid="slogan">
          {slogan}
        </p>
      </div>
    </section>
  );
}
