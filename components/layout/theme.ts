/** Storage key of the shopper's theme choice (spec: `theme`). */
export const THEME_STORAGE_KEY = "theme";
export type Theme = "light" | "dark";

/**
 * Runs in <head> before the first paint: the stored choice, else the system preference, as
 * data-theme on <html>, so a dark-mode visitor never sees a light flash.
 */
export const THEME_BOOT_SCRIPT = `(function(){try{var t=localStorage.getItem("${THEME_STORAGE_KEY}");if(t!=="light"&&t!=="dark"){t=window.matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light"}document.documentElement.setAttribute("data-theme",t)}catch(e){document.documentElement.setAttribute("data-theme","light")}})();`;
