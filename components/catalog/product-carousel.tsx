"use client";

import Link from "next/link";
import { useEffect, useState } from "react";
import { buttonClass } from "@/components/ui/button";
import { ChevronLeftIcon, ChevronRightIcon } from "@/components/ui/icons";
import { ProductCard, type CardProduct } from "./product-card";
import { SHOP_STEP, shopHref, type ShopQuery } from "./shop-query";
import styles from "./shop.module.css";

// Spec: slides advance on their own every 5 s, paused while hovered or focused.
export const AUTO_ADVANCE_MS = 5000;

interface ProductCarouselProps {
  products: CardProduct[];
  total: number;
  query: ShopQuery;
}

function chunk<T>(items: T[], size: number): T[][] {
  const slides: T[][] = [];
  for (let start = 0; start < items.length; start += size) slides.push(items.slice(start, start + size));
  return slides;
}

export function ProductCarousel({ products, total, query }: ProductCarouselProps) {
  const slides = chunk(products, SHOP_STEP);
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
                className={styles.slide}
                inert={slideIndex !== index}
                data-testid="carousel-slide"
              >
                {slide.map((product, position) => (
                  <ProductCard key={product._id} product={product} priority={slideIndex === 0 && position < 4} />
                ))}
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
          Showing {products.length} of {total} {total === 1 ? "product" : "products"}
        </p>
        {products.length < total && (
          <Link href={shopHref({ ...query, page: query.page + 1 })} scroll={false} className={buttonClass("secondary")} data-testid="shop-load-more">
            Load More
          </Link>
        )}
      </div>
    </div>
  );
}
