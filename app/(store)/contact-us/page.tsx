import type { Metadata } from "next";
import { ContactForm } from "@/components/contact/contact-form";
import styles from "@/components/contact/contact.module.css";
import { CONTACT_DETAILS } from "@/lib/content/contact-details";

export const metadata: Metadata = {
  title: "Contact us",
  description: "Questions about a fragrance, an order or a gift? Write to Scents, call, or message us on WhatsApp, Instagram or TikTok.",
  alternates: { canonical: "/contact-us" },
};

const CHANNELS = [
  { label: "Phone", value: CONTACT_DETAILS.phone, href: CONTACT_DETAILS.phoneHref },
  { label: "Email", value: CONTACT_DETAILS.email, href: `mailto:${CONTACT_DETAILS.email}` },
  { label: "WhatsApp", value: "Chat with us on WhatsApp", href: CONTACT_DETAILS.whatsappHref, external: true },
  { label: "Instagram", value: "@scents.ng", href: CONTACT_DETAILS.instagramHref, external: true },
  { label: "TikTok", value: "@scents.ng", href: CONTACT_DETAILS.tiktokHref, external: true },
];

export default function ContactPage() {
  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.head}>
        <p className="eyebrow">We are here to help</p>
        <h1 className={styles.title}>Contact us</h1>
        <p className={styles.lede}>Ask about a fragrance, a gift, an order or a scent consultation. We answer within one working day.</p>
      </header>
      <div className={styles.layout}>
        <ContactForm />
        <section className={styles.details} aria-labelledby="contact-details-title">
          <h2 id="contact-details-title" className={styles.detailsTitle}>
            Other ways to reach us
          </h2>
          <ul className={styles.list}>
            {CHANNELS.map((channel) => (
              <li key={channel.label} className={styles.item}>
                <span className={styles.itemLabel}>{channel.label}</span>
                <a href={channel.href} className={styles.itemValue} {...(channel.external ? { target: "_blank", rel: "noopener noreferrer" } : {})}>
                  {channel.value}
                </a>
              </li>
            ))}
            <li className={styles.item}>
              <span className={styles.itemLabel}>Studio</span>
              <span className={styles.itemValue}>{CONTACT_DETAILS.address}</span>
            </li>
            <li className={styles.item}>
              <span className={styles.itemLabel}>Hours</span>
              <span className={styles.itemValue}>{CONTACT_DETAILS.hours}</span>
            </li>
          </ul>
        </section>
      </div>
    </div>
  );
}
