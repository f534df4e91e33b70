"use client";

import Link from "next/link";
import { useEffect } from "react";
import { buttonClass } from "@/components/ui/button";
import styles from "./route-states.module.css";

interface RouteErrorProps {
  error: unknown;
  retry: () => void;
  /** Where "back" leads from this part of the shop. */
  back?: { href: string; label: string };
}

/** From the home page the way on is the shop; from anywhere else in the store, home. */
export function storeWayBack(pathname: string | null): { href: string; label: string } {
  return pathname === "/" ? { href: "/shop", label: "Go to the shop" } : { href: "/", label: "Back to home" };
}

/** What a route segment shows when it fails: an apology, Try again, and a way back. */
export function RouteError({ error, retry, back = { href: "/", label: "Back to home" } }: RouteErrorProps) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <div className={`container ${styles.error}`} role="alert" data-testid="route-error">
      <p className="eyebrow">Something went wrong</p>
      <h1 className={styles.title}>We could not load this page.</h1>
      <p className={styles.text}>Server error: Something went wrong on our end. Please try again later.</p>
      <div className={styles.actions}>
        <button type="button" className={buttonClass("primary")} onClick={() => retry()}>
          Try again
        </button>
        <Link href={back.href} className={buttonClass("secondary")}>
          {back.label}
        </Link>
      </div>
    </div>
  );
}
