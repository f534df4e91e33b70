"use client";

import { useEffect, useRef } from "react";
import { Picture } from "@/components/catalog/picture";
import type { GalleryPhoto } from "./gallery-photos";
import styles from "./product-gallery.module.css";

interface GalleryZoomProps {
  photos: GalleryPhoto[];
  chosen: number;
  /** The photo's alt text, by its place in the gallery. */
  altOf: (index: number) => string;
  name: string;
  onChoose: (index: number) => void;
  onClose: () => void;
}

/**
 * The gallery's zoomed view: the chosen photo across the screen in a modal dialog, stepped through
 * with the arrow keys or its buttons. It opens as soon as it is drawn, with focus on Close, so
 * Escape, Enter and the arrow keys all work at once.
 */
export function GalleryZoom({ photos, chosen, altOf, name, onChoose, onClose }: GalleryZoomProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const count = photos.length;
  const photo = photos[chosen] ?? photos[0];
  const step = (by: number) => onChoose((chosen + by + count) % count);

  useEffect(() => {
    if (dialog.current?.open) return;
    dialog.current?.showModal();
    closeButton.current?.focus();
  }, []);

  return (
    <dialog
      ref={dialog}
      className={styles.zoom}
      aria-label={`${name}, zoomed`}
      onClose={onClose}
      onKeyDown={(event) => {
        if (count < 2 || (event.key !== "ArrowRight" && event.key !== "ArrowLeft")) return;
        event.preventDefault();
        step(event.key === "ArrowRight" ? 1 : -1);
      }}
      data-testid="product-zoom"
    >
      {photo ? <Picture key={photo.url} image={photo.image} alt={altOf(chosen)} sizes="100vw" className={styles.zoomImage} loading="eager" /> : null}
      <div className={styles.zoomBar}>
        {count > 1 ? (
          <>
            <button type="button" className={styles.zoomButton} onClick={() => step(-1)} aria-label="Previous photo">
              ‹
            </button>
            <span aria-live="polite">
              Photo {chosen + 1} of {count}
            </span>
            <button type="button" className={styles.zoomButton} onClick={() => step(1)} aria-label="Next photo">
              ›
            </button>
          </>
        ) : null}
        <button type="button" className={styles.zoomButton} onClick={() => dialog.current?.close()} aria-label="Close zoomed photo" ref={closeButton}>
          ×
        </button>
      </div>
    </dialog>
  );
}
