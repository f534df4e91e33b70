"use client";

import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from "react";
import { Picture } from "@/components/catalog/picture";
import { ProductImage } from "@/components/catalog/product-image";
import type { GalleryPhoto } from "./gallery-photos";
import styles from "./product-gallery.module.css";

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
  const dialog = useRef<HTMLDialogElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
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

  // The dialog opens once its contents are rendered. Focus goes to Close, so Escape, Enter and the
  // arrow keys all work at once.
  useEffect(() => {
    if (!zoomed || dialog.current?.open) return;
    dialog.current?.showModal();
    closeButton.current?.focus();
  }, [zoomed]);

  function closeZoom() {
    dialog.current?.close();
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
          swipeStart.current = event.clientX;
          swiped.current = false;
        }}
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

      <dialog
        ref={dialog}
        className={styles.zoom}
        aria-label={`${name}, zoomed`}
        onClose={() => {
          setZoomed(false);
          zoomButton.current?.focus();
        }}
        onKeyDown={(event) => {
          if (count < 2 || (event.key !== "ArrowRight" && event.key !== "ArrowLeft")) return;
          event.preventDefault();
          setChosen(step(event.key === "ArrowRight" ? 1 : -1));
        }}
        data-testid="product-zoom"
      >
        {zoomed && photo ? (
          <>
            <Picture key={photo.url} image={photo.image} alt={altOf(chosen)} sizes="100vw" className={styles.zoomImage} loading="eager" />
            <div className={styles.zoomBar}>
              {count > 1 ? (
                <>
                  <button type="button" className={styles.zoomButton} onClick={() => setChosen(step(-1))} aria-label="Previous photo">
                    ‹
                  </button>
                  <span aria-live="polite">
                    Photo {chosen + 1} of {count}
                  </span>
                  <button type="button" className={styles.zoomButton} onClick={() => setChosen(step(1))} aria-label="Next photo">
                    ›
                  </button>
                </>
              ) : null}
              <button type="button" className={styles.zoomButton} onClick={closeZoom} aria-label="Close zoomed photo" ref={closeButton}>
                ×
              </button>
            </div>
          </>
        ) : null}
      </dialog>
    </div>
  );
}
