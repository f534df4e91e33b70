"use client";

import dynamic from "next/dynamic";
import { useRef, useState, type KeyboardEvent, type PointerEvent } from "react";
import { ProductImage } from "@/components/catalog/product-image";
import type { GalleryPhoto } from "./gallery-photos";
import styles from "./product-gallery.module.css";

// Few shoppers zoom: the zoomed view's code loads as the photo is pressed or focused, not with the page.
const loadZoom = () => import("./gallery-zoom");
const GalleryZoom = dynamic(() => import("./gallery-zoom").then((module) => module.GalleryZoom), { loading: () => null });

/** A horizontal move shorter than this is a tap or a scroll, not a swipe. */
const SWIPE_PX = 40;

interface ProductGalleryProps {
  /** At least one: galleryPhotos gives the artwork to a product without photos. */
  photos: GalleryPhoto[];
  /** What the photos show: the product's brand and name. */
  name: string;
}

/**
 * A product's photos: the chosen one large, thumbnails to switch it (click, arrow keys, a swipe on
 * the large photo) and a zoomed view on request. The first photo is in the server's HTML and
 * loads first, since it is the page's largest paint.
 */
export function ProductGallery({ photos, name }: ProductGalleryProps) {
  const count = photos.length;
  const [chosen, setChosen] = useState(0);
  const [zoomed, setZoomed] = useState(false);
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  const zoomButton = useRef<HTMLButtonElement>(null);
  const swipeStart = useRef<number | null>(null);
  // A mouse swipe ends in a click on the large photo: that click switched photos, it does not zoom.
  // A touch swipe ends in no click, so each press starts afresh.
  const swiped = useRef(false);
  const photo = photos[chosen] ?? photos[0];
  const altOf = (index: number) => (count > 1 && index > 0 ? `${name}, photo ${index + 1} of ${count}` : name);
  const step = (by: number) => (chosen + by + count) % count;

  function moveThumbFocus(event: KeyboardEvent<HTMLUListElement>) {
    const by = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
    const to = event.key === "Home" ? 0 : event.key === "End" ? count - 1 : by ? step(by) : null;
    if (to === null) return;
    event.preventDefault();
    setChosen(to);
    thumbs.current[to]?.focus();
  }

  function endSwipe(event: PointerEvent<HTMLElement>) {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (start === null || count < 2) return;
    const moved = event.clientX - start;
    if (Math.abs(moved) < SWIPE_PX) return;
    swiped.current = true;
    setChosen(step(moved < 0 ? 1 : -1));
  }

  function openZoom() {
    if (swiped.current) {
      swiped.current = false;
      return;
    }
    setZoomed(true);
  }

  return (
    <div className={styles.gallery} data-testid="product-gallery">
      <button
        ref={zoomButton}
        type="button"
        className={styles.cover}
        aria-label={count > 1 ? `Zoom photo ${chosen + 1} of ${count}` : "Zoom photo"}
        aria-haspopup="dialog"
        onClick={openZoom}
        onPointerDown={(event) => {
          void loadZoom();
          swipeStart.current = event.clientX;
          swiped.current = false;
        }}
        onFocus={() => void loadZoom()}
        onPointerUp={endSwipe}
        onPointerCancel={() => {
          swipeStart.current = null;
        }}
        data-testid="product-cover"
      >
        <ProductImage
          key={photo?.url}
          image={photo?.image}
          placeholder={photo?.placeholder}
          alt={altOf(chosen)}
          width={600}
          height={750}
          sizes="(max-width: 860px) calc(100vw - 48px), (max-width: 1200px) 52vw, 570px"
          className={styles.coverImage}
          loading="eager"
          fetchPriority={chosen === 0 ? "high" : "auto"}
          draggable={false}
          data-testid="product-image"
        />
      </button>

      {count > 1 && (
        <ul className={styles.thumbs} aria-label="Product photos" onKeyDown={moveThumbFocus}>
          {photos.map((image, index) => (
            <li key={image.url}>
              <button
                ref={(element) => {
                  thumbs.current[index] = element;
                }}
                type="button"
                className={styles.thumb}
                aria-label={`Show photo ${index + 1} of ${count}`}
                aria-pressed={index === chosen}
                tabIndex={index === chosen ? 0 : -1}
                onClick={() => setChosen(index)}
                data-testid="product-thumb"
              >
                <ProductImage image={image.image} placeholder={image.placeholder} alt="" width={300} height={375} sizes="(max-width: 860px) 22vw, 130px" className={styles.thumbImage} />
              </button>
            </li>
          ))}
        </ul>
      )}

      {zoomed ? (
        <GalleryZoom
          photos={photos}
          chosen={chosen}
          altOf={altOf}
          name={name}
          onChoose={setChosen}
          onClose={() => {
            setZoomed(false);
            zoomButton.current?.focus();
          }}
        />
      ) : null}
    </div>
  );
}
