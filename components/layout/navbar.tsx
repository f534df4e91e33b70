"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { useCart } from "@/components/cart/cart-provider";
import { BagIcon, ChevronDownIcon, CloseIcon, MenuIcon } from "@/components/ui/icons";
import { ThemeToggle } from "./theme-toggle";
import styles from "./navbar.module.css";

interface NavbarProps {
  /** Extra controls before the cart (e.g. the account entry), so the navbar grows without edits. */
  actions?: ReactNode;
}

function CartBadge({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <span className={styles.badge} data-testid="cart-count" aria-hidden="true">
      {count > 99 ? "99+" : count}
    </span>
  );
}

export function Navbar({ actions }: NavbarProps) {
  const pathname = usePathname();
  const { count } = useCart();
  const [menuOpen, setMenuOpen] = useState(false);
  const [shopOpen, setShopOpen] = useState(false);
  const dropdownRef = useRef<HTMLLIElement>(null);

  const closeAll = () => {
    setMenuOpen(false);
    setShopOpen(false);
  };

  useEffect(() => {
    if (!shopOpen && !menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        // Focus inside the closing submenu would otherwise fall to the page body.
        if (dropdownRef.current?.contains(document.activeElement)) dropdownRef.current.querySelector("button")?.focus();
        setShopOpen(false);
        setMenuOpen(false);
      }
    };
    const onPointer = (event: PointerEvent) => {
      if (dropdownRef.current && !dropdownRef.current.contains(event.target as Node)) setShopOpen(false);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [shopOpen, menuOpen]);

  const isActive = (href: string) => (href === "/" ? pathname === "/" : pathname.startsWith(href));
  const linkProps = (href: string) => ({
    href,
    onClick: closeAll,
    "aria-current": isActive(href) ? ("page" as const) : undefined,
    className: styles.link,
  });
  const cartLabel = count === 0 ? "Cart, empty" : `Cart, ${count} ${count === 1 ? "item" : "items"}`;

  return (
    <header className={styles.header} data-testid="navbar">
      <div className={`container ${styles.inner}`}>
        <Link href="/" className={styles.logo} onClick={closeAll}>
          <span className={styles.logoMark} aria-hidden="true">S</span>
          <span>Scents</span>
          <span className="visually-hidden">, home</span>
        </Link>

        <nav aria-label="Main" className={styles.nav}>
          <ul id="main-menu" className={`${styles.menu} ${menuOpen ? styles.menuOpen : ""}`} data-testid="main-menu">
            <li>
              <Link {...linkProps("/")}>Home</Link>
            </li>
            <li
              ref={dropdownRef}
              className={styles.dropdown}
              onBlur={(event) => {
                if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setShopOpen(false);
              }}
            >
              <button
                type="button"
                className={styles.link}
                aria-expanded={shopOpen}
                aria-controls="shop-menu"
                onClick={() => setShopOpen((open) => !open)}
                data-testid="shop-dropdown"
              >
                Shop <ChevronDownIcon className={shopOpen ? styles.chevronOpen : styles.chevron} />
              </button>
              <ul id="shop-menu" className={styles.submenu} hidden={!shopOpen}>
                <li>
                  <Link {...linkProps("/shop")}>Shop</Link>
                </li>
                <li>
                  <Link {...linkProps("/products-and-services")}>Products &amp; Services</Link>
                </li>
              </ul>
            </li>
            <li>
              <Link {...linkProps("/contact-us")}>Contact Us</Link>
            </li>
            <li>
              <Link {...linkProps("/order-tracking")}>Order Tracking</Link>
            </li>
            <li className={styles.mobileOnly}>
              <Link {...linkProps("/cart")} data-testid="mobile-cart-link">
                Cart {count > 0 ? `(${count})` : ""}
              </Link>
            </li>
          </ul>
        </nav>

        <div className={styles.actions}>
          {actions}
          {pathname !== "/cart" && (
            <Link href="/cart" className={styles.iconButton} onClick={closeAll} aria-label={cartLabel} data-testid="nav-cart">
              <BagIcon width={22} height={22} />
              <CartBadge count={count} />
            </Link>
          )}
          <ThemeToggle />
          <button
            type="button"
            className={`${styles.iconButton} ${styles.menuToggle}`}
            aria-expanded={menuOpen}
            aria-controls="main-menu"
            aria-label={menuOpen ? "Close menu" : "Open menu"}
            onClick={() => setMenuOpen((open) => !open)}
            data-testid="menu-toggle"
          >
            {menuOpen ? <CloseIcon /> : <MenuIcon />}
          </button>
        </div>
      </div>
    </header>
  );
}
