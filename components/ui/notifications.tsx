"use client";

import Link from "next/link";
import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from "react";
import styles from "./notifications.module.css";

export type NotificationTone = "success" | "error";

export interface NotificationLink {
  href: string;
  label: string;
}

interface Notification {
  id: number;
  tone: NotificationTone;
  message: string;
  link?: NotificationLink;
}

type Notify = (tone: NotificationTone, message: string, link?: NotificationLink) => void;

const NotifyContext = createContext<Notify | null>(null);

/** Shows a notification in the nearest region: saved, copied, added to cart, or an error that belongs to no field. */
export function useNotify(): Notify {
  const notify = useContext(NotifyContext);
  if (!notify) throw new Error("useNotify must be used within Notifications");
  return notify;
}

/** Where a region sits and how long its notifications stay: the spec's two kinds. */
export const NOTIFICATION_LOOKS = {
  /** Every layout's notifications (storefront and admin): bottom-right, 3 s. */
  notification: { placement: "bottom-right", closeAfterMs: 3000 },
  /** The product screens' toasts: top-right, 5 s. */
  toast: { placement: "top-right", closeAfterMs: 5000 },
} as const;

interface Props {
  look?: keyof typeof NOTIFICATION_LOOKS;
  children: ReactNode;
}

/**
 * One notification region for the screens inside it (one per layout; the product screens nest
 * their own). Each closes by itself, paused while the pointer or the focus is in the region;
 * Alt+T moves the focus to the region.
 */
export function Notifications({ look = "notification", children }: Props) {
  const { placement, closeAfterMs } = NOTIFICATION_LOOKS[look];
  const [shown, setShown] = useState<Notification[]>([]);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const nextId = useRef(0);
  const region = useRef<HTMLDivElement>(null);
  const showing = useRef(false);
  useEffect(() => {
    showing.current = shown.length > 0;
  }, [shown]);

  const dismiss = useCallback((id: number) => setShown((current) => current.filter((item) => item.id !== id)), []);
  const notify = useCallback<Notify>((tone, message, link) => {
    nextId.current += 1;
    const id = nextId.current;
    setShown((current) => [...current, { id, tone, message, link }]);
  }, []);

  useEffect(() => {
    // A nested region registers first, so it answers first; it leaves the key to the layout's when it shows nothing.
    function onKey(event: KeyboardEvent) {
      if (!event.altKey || event.code !== "KeyT" || event.defaultPrevented) return;
      if (look === "toast" && !showing.current) return;
      event.preventDefault();
      region.current?.focus();
    }
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [look]);

  return (
    <NotifyContext.Provider value={notify}>
      {children}
      <div
        ref={region}
        className={`${styles.region} ${styles[placement]}`}
        role="region"
        aria-label="Notifications (Alt+T)"
        tabIndex={-1}
        data-testid="notifications"
        data-placement={placement}
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onFocus={() => setFocused(true)}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
        }}
      >
        <div role="status" aria-live="polite" className={styles.list}>
          {shown.map((item) => (
            <NotificationItem key={item.id} item={item} paused={hovered || focused} closeAfterMs={closeAfterMs} onDismiss={dismiss} />
          ))}
        </div>
      </div>
    </NotifyContext.Provider>
  );
}

function NotificationItem({ item, paused, closeAfterMs, onDismiss }: { item: Notification; paused: boolean; closeAfterMs: number; onDismiss: (id: number) => void }) {
  const remaining = useRef(closeAfterMs);
  useEffect(() => {
    if (paused) return;
    const started = Date.now();
    const timer = setTimeout(() => onDismiss(item.id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - started;
    };
  }, [paused, item.id, onDismiss]);
  return (
    <div className={`${styles.notification} ${styles[item.tone]}`}>
      <span data-testid={`toast-${item.tone}`}>
        {item.message}
        {item.link ? (
          <>
            {" "}
            <Link href={item.link.href} className={styles.link}>
              {item.link.label}
            </Link>
          </>
        ) : null}
      </span>
      <button type="button" className={styles.close} onClick={() => onDismiss(item.id)} aria-label="Dismiss notification">
        ×
      </button>
    </div>
  );
}
