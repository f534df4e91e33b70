import Link from "next/link";
import styles from "./page-links.module.css";

interface Props {
  page: number;
  pages: number;
  /** The navigation's name for screen readers, e.g. "Order pages". */
  label: string;
  /** The list's page ("" for the page itself); the links keep `keep`'s given values and set `param`. */
  path: string;
  keep?: Record<string, string | number | undefined>;
  param?: string;
  /** Words for the links where the list runs by time, e.g. "Newer" and "Older". */
  previous?: string;
  next?: string;
}

/** Previous, "Page n of m" and Next under an admin list; nothing when the list fits on one page. */
export function PageLinks({ page, pages, label, path, keep = {}, param = "page", previous = "Previous", next = "Next" }: Props) {
  if (pages <= 1) return null;
  const href = (target: number) => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(keep)) if (value !== undefined && value !== "") params.set(key, String(value));
    params.set(param, String(target));
    return `${path}?${params.toString()}`;
  };
  return (
    <nav className={styles.pagination} aria-label={label}>
      {page > 1 ? <Link href={href(page - 1)}>{previous}</Link> : null}
      <span>
        Page {page} of {pages}
      </span>
      {page < pages ? <Link href={href(page + 1)}>{next}</Link> : null}
    </nav>
  );
}
