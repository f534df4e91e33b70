import Link from "next/link";
import { FooterNewsletter } from "@/components/newsletter/footer-newsletter";
import { InstagramIcon, TikTokIcon, WhatsAppIcon } from "@/components/ui/icons";
import { TitledSection } from "@/components/ui/titled-section";
import { CONTACT_DETAILS, FOOTER_YEAR } from "@/lib/content/contact-details";
import { FooterAdminBlock } from "./footer-admin-block";
import styles from "./footer.module.css";

const QUICK_LINKS = [
  { href: "/", label: "Home" },
  { href: "/shop", label: "Shop" },
  { href: "/products-and-services", label: "Products & Services" },
  { href: "/order-tracking", label: "Order Tracking" },
  { href: "/contact-us", label: "Contact Us" },
  { href: "/newsletter", label: "Newsletter" },
];

const SOCIALS = [
  { label: "Instagram", href: CONTACT_DETAILS.instagramHref, Icon: InstagramIcon },
  { label: "TikTok", href: CONTACT_DETAILS.tiktokHref, Icon: TikTokIcon },
  { label: "WhatsApp", href: CONTACT_DETAILS.whatsappHref, Icon: WhatsAppIcon },
];

export function Footer() {
  return (
    <footer className={styles.footer} data-testid="footer">
      <div className={`container ${styles.grid}`}>
        <TitledSection id="footer-brand" title="Scents" className={styles.brand} titleClassName={styles.logo}>
          <p className={styles.lede}>Perfumes, diffusers and deodorants chosen in Lagos and delivered across Nigeria.</p>
          <ul className={styles.socials} aria-label="Follow us">
            {SOCIALS.map(({ label, href, Icon }) => (
              <li key={label}>
                <a href={href} className={styles.social} aria-label={label} rel="noopener noreferrer" target="_blank">
                  <Icon />
                </a>
              </li>
            ))}
          </ul>
        </TitledSection>

        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className={styles.heading}>
            Quick links
          </h2>
          <ul className={styles.list}>
            {QUICK_LINKS.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className={styles.link}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <TitledSection id="footer-contact" title="Contact" titleClassName={styles.heading}>
          <ul className={styles.list}>
            <li>
              <a href={`mailto:${CONTACT_DETAILS.email}`} className={styles.link}>
                {CONTACT_DETAILS.email}
              </a>
            </li>
            <li>
              <a href={CONTACT_DETAILS.phoneHref} className={styles.link}>
                {CONTACT_DETAILS.phone}
              </a>
            </li>
            <li>
              <a href={CONTACT_DETAILS.whatsappHref} className={styles.link} rel="noopener noreferrer" target="_blank">
                WhatsApp us
              </a>
            </li>
            <li className={styles.muted}>{CONTACT_DETAILS.hours}</li>
          </ul>
        </TitledSection>

        <TitledSection id="footer-newsletter" title="Newsletter" className={styles.newsletter} titleClassName={styles.heading}>
          <p className={styles.muted}>New arrivals, restocks and members-only offers. No spam.</p>
          <FooterNewsletter testId="footer-newsletter" />
        </TitledSection>
      </div>
      <div className={`container ${styles.bottom}`}>
        <p className={styles.muted}>© {FOOTER_YEAR} Scents. All rights reserved.</p>
        <FooterAdminBlock />
      </div>
    </footer>
  );
}
