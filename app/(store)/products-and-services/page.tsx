import type { Metadata } from "next";
import Link from "next/link";
import { TitledSection } from "@/components/ui/titled-section";
import styles from "@/components/home/services.module.css";

export const metadata: Metadata = {
  title: "Products & services",
  description: "Perfumes, reed diffusers and deodorants, plus personalised scent consultations, gift wrapping, subscription plans and fast delivery across Nigeria.",
  alternates: { canonical: "/products-and-services" },
};

const CATEGORIES = [
  { title: "Perfumes", image: "/products/maison-lagos-midnight-oud.svg", text: "Eaux de parfum, extraits and attars from houses across Nigeria, from bright citrus to deep oud." },
  { title: "Diffusers", image: "/products/maison-lagos-sea-breeze-diffuser.svg", text: "Reed diffusers that scent a room for months: sea salt, gardenia, amber and incense." },
  { title: "Deodorants", image: "/products/abuja-atelier-fresh-deodorant.svg", text: "Aluminium-free sprays, sticks and roll-ons built on our favourite perfume accords." },
];

const SERVICES = [
  { title: "Custom Scent Consultation", text: "A one-to-one session, in our Lekki studio or by video, to find or compose a signature scent that is yours alone." },
  { title: "Gift Wrapping", text: "Hand-wrapped boxes with a written card, ready for birthdays, weddings and Sallah or Christmas gifting." },
  { title: "Fast Delivery", text: "Nationwide delivery within 7 days, next day in Lagos and Abuja. Subscription plans refill your favourites at a discount." },
];

export default function ProductsAndServicesPage() {
  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.head}>
        <p className="eyebrow">Products &amp; services</p>
        <h1 className={styles.title}>Everything we make, and how we help</h1>
        <p className={styles.lede}>
          Beyond the bottles: personalised scent consultations, subscription plans at discounted rates and fast nationwide delivery.
        </p>
      </header>

      <TitledSection id="categories-title" title="Categories" titleClassName={styles.sectionTitle}>
        <ul className={styles.grid}>
          {CATEGORIES.map((category) => (
            <li key={category.title} className={styles.card} data-testid="category-card">
              <div className={styles.media}>
                {/* eslint-disable-next-line @next/next/no-img-element -- SVG artwork */}
                <img src={category.image} alt="" width={600} height={750} loading="lazy" className={styles.image} />
              </div>
              <h3 className={styles.cardTitle}>{category.title}</h3>
              <p className={styles.cardText}>{category.text}</p>
              <Link href="/#products" className={styles.cardLink}>
                Shop Now<span className="visually-hidden"> {category.title}</span> <span aria-hidden="true">→</span>
              </Link>
            </li>
          ))}
        </ul>
      </TitledSection>

      <TitledSection id="services-title" title="Services" className={styles.services} titleClassName={styles.sectionTitle}>
        <ul className={styles.grid}>
          {SERVICES.map((service, index) => (
            <li key={service.title} className={`${styles.card} ${styles.serviceCard}`} data-testid="service-card">
              <span className={styles.number} aria-hidden="true">
                0{index + 1}
              </span>
              <h3 className={styles.cardTitle}>{service.title}</h3>
              <p className={styles.cardText}>{service.text}</p>
              <Link href="/contact-us" className={styles.cardLink}>
                Contact Us<span className="visually-hidden"> about {service.title}</span> <span aria-hidden="true">→</span>
              </Link>
            </li>
          ))}
        </ul>
      </TitledSection>
    </div>
  );
}
