import type { ReactNode } from "react";
import styles from "./store-page.module.css";

interface StorePageProps {
  eyebrow: string;
  title: string;
  lede?: string;
  /** Replaces the page's default spacing. */
  className?: string;
  children: ReactNode;
}

/** A storefront page: the container, an eyebrow, the page's one h1 and an optional lede, then the content. */
export function StorePage({ eyebrow, title, lede, className = styles.page, children }: StorePageProps) {
  return (
    <div className={`container ${className}`}>
      <header className={styles.head}>
        <p className="eyebrow">{eyebrow}</p>
        <h1 className={styles.title}>{title}</h1>
        {lede ? <p className={styles.lede}>{lede}</p> : null}
      </header>
      {children}
    </div>
  );
}
