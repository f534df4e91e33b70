"use client";

import Link from "next/link";
import { useEffect, useState, type ReactNode } from "react";
import { buttonClass } from "@/components/ui/button";
import { ChevronLeftIcon, ChevronRightIcon } from "@/components/ui/icons";
import { shopHref, type ShopQuery } from "./shop-query";
import cardStyles from "./product-card.module.css";
import styles from "./shop.module.css";

// Spec: slides advance on their own every 5 s, paused while hovered or focused.
export const AUTO_ADVANCE_MS = 5000;

interface ProductCarouselProps {
  /** The slides' cards, rendered on the server: card code stays out of the browser's bundle. */
  slides: ReactNode[];
  /** How many products the slides hold. */
  shown: number;
  total: number;
  query: ShopQuery;
}

export function ProductCarousel({ slides, shown, total, query }: ProductCarouselProps) {
  const [current, setCurrent] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  // After Load More, show the slide that just arrived.
  const [seenSlides, setSeenSlides] = useState(slides.length);
  if (seenSlides !== slides.length) {
    setSeenSlides(slides.length);
    setCurrent(slides.length > seenSlides ? slides.length - 1 : 0);
  }
  const index = Math.min(current, slides.length - 1);
  const paused = hovered || focused || stopped;

  useEffect(() => {
    if (paused || slides.length < 2) return;
    const timer = window.setInterval(() => setCurrent((slide) => (slide + 1) % slides.length), AUTO_ADVANCE_MS);
    return () => window.clearInterval(timer);
  }, [paused, slides.length]);

  const go = (slide: number) => setCurrent((slide + slides.length) % slides.length);

  return (
    <div className={styles.carouselWrap}>
      <h2 className="visually-hidden">Results</h2>
      <section
        className={styles.carousel}
        aria-roledescription="carousel"
        aria-label="Products"
        data-testid="shop-carousel"
        data-current-slide={index}
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onFocus={() => setFocused(true)}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
        }}
      >
        {slides.length > 1 && (
          <div className={styles.carouselBar}>
            <p className={styles.slideCount} aria-live={paused ? "polite" : "off"}>
              Slide {index + 1} of {slides.length}
            </p>
            <div className={styles.carouselButtons}>
              <button type="button" className={styles.roundButton} onClick={() => setStopped((value) => !value)} data-testid="carousel-pause">
                {stopped ? "Play" : "Pause"}
                <span className="visually-hidden"> automatic slide show</span>
              </button>
              <button type="button" className={styles.roundButton} onClick={() => go(index - 1)} aria-label="Previous slide" data-testid="carousel-prev">
                <ChevronLeftIcon />
              </button>
              <button type="button" className={styles.roundButton} onClick={() => go(index + 1)} aria-label="Next slide" data-testid="carousel-next">
                <ChevronRightIcon />
              </button>
            </div>
          </div>
        )}
        <div className={styles.viewport}>
          <div className={styles.track} style={{ transform: `translateX(-${index * 100}%)` }}>
            {slides.map((slide, slideIndex) => (
              <div
                key={slideIndex}
                role="group"
                aria-roledescription="slide"
                aria-label={`${slideIndex + 1} of ${slides.length}`}
                className={`${styles.slide} ${cardStyles.compactGrid}`}
                inert={slideIndex !== index}
                data-testid="carousel-slide"
              >
                {slide}
              </div>
            ))}
          </div>
        </div>
        {slides.length > 1 && (
          <div className={styles.dots}>
            {slides.map((_, slideIndex) => (
              <button
                key={slideIndex}
                type="button"
                className={styles.dot}
                aria-label={`Go to slide ${slideIndex + 1}`}
                aria-current={slideIndex === index ? "true" : undefined}
                onClick={() => go(slideIndex)}
                data-testid="carousel-dot"
              />
            ))}
          </div>
        )}
      </section>
      <div className={styles.loadMore}>
        <p className={styles.resultCount} data-testid="shop-result-count">
          Showing {shown} of {total} {total === 1 ? "product" : "products"}
        </p>
        {shown < total && (
          <Link href={shopHref({ ...query, page: query.page + 1 })} scroll={false} className={buttonClass("secondary")} data-testid="shop-load-more">
            Load More
          </Link>
        )}
      </div>
    </div>
  );
}
