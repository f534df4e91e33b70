"use client";

import { buttonClass } from "@/components/ui/button";

export const PRODUCTS_SECTION_ID = "products";
const DEFAULT_NAVBAR_HEIGHT = 80;

/** Scrolls smoothly to the products, leaving room for the sticky navbar. */
export function scrollToProducts(): void {
  const section = document.getElementById(PRODUCTS_SECTION_ID);
  if (!section) {
    window.alert("Products section is not available yet.");
    return;
  }
  const navbarHeight = document.querySelector<HTMLElement>("[data-testid='navbar']")?.offsetHeight || DEFAULT_NAVBAR_HEIGHT;
  const top = section.getBoundingClientRect().top + window.scrollY - navbarHeight;
  const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  window.scrollTo({ top, behavior: reduceMotion ? "auto" : "smooth" });
  // Keyboard and screen-reader users land where the eye does.
  section.focus({ preventScroll: true });
}

export function ShopNowButton() {
  return (
    <button type="button" className={buttonClass("primary")} onClick={scrollToProducts} data-testid="hero-shop-now">
      Shop Now
    </button>
  );
}
