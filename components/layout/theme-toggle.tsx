"use client";

import { useSyncExternalStore } from "react";
import { MoonIcon, SunIcon } from "@/components/ui/icons";
import { THEME_STORAGE_KEY, type Theme } from "./theme";
import styles from "./navbar.module.css";

function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ["data-theme"] });
  return () => observer.disconnect();
}

const currentTheme = (): Theme => (document.documentElement.getAttribute("data-theme") === "dark" ? "dark" : "light");

/** Switches light/dark; a native button, so Enter and Space work as well as a click. */
export function ThemeToggle() {
  const theme = useSyncExternalStore<Theme | null>(subscribe, currentTheme, () => null);
  const next: Theme = theme === "dark" ? "light" : "dark";

  function toggle() {
    document.documentElement.setAttribute("data-theme", next);
    try {
      window.localStorage.setItem(THEME_STORAGE_KEY, next);
    } catch {
      // Storage unavailable: the choice lasts for this page only.
    }
  }

  return (
    <button
      type="button"
      className={styles.iconButton}
      onClick={toggle}
      // Null until the page's script runs: a press before then would do nothing, so it waits, disabled.
      disabled={theme === null}
      aria-label={theme ? `Switch to ${next} theme` : "Switch theme"}
      data-testid="theme-toggle"
      data-theme-current={theme ?? undefined}
    >
      {theme === "dark" ? <SunIcon /> : <MoonIcon />}
    </button>
  );
}
