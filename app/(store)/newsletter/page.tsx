import type { Metadata } from "next";
import { NewsletterForm } from "@/components/newsletter/newsletter-form";
import styles from "@/components/newsletter/newsletter-page.module.css";

export const metadata: Metadata = {
  title: "Newsletter",
  description: "Join the Scents newsletter for new arrivals, restocks and members-only offers on luxury fragrances.",
  alternates: { canonical: "/newsletter" },
};

export default function NewsletterPage() {
  return (
    <div className={`container ${styles.page}`}>
      <section className={styles.card} aria-labelledby="newsletter-title">
        <p className="eyebrow">The Scents letter</p>
        <h1 id="newsletter-title" className={styles.title}>
          Stay in the know
        </h1>
        <p className={styles.lede}>New arrivals, restocks of the bottles that sell out, and private offers for subscribers. Once or twice a month, never more.</p>
        <NewsletterForm testId="newsletter-page" tone="feature" />
        <p className={styles.fine}>You can unsubscribe at any time from any email we send.</p>
      </section>
    </div>
  );
}
