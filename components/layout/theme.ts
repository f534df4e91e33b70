import type { SiteTheme } from "@/lib/content/content-schema";

/** Storage key of the shopper's theme choice (spec: `theme`). */
export const THEME_STORAGE_KEY = "theme";
export type Theme = "light" | "dark";

/**
 * Runs in <head> before the first paint: the visitor's stored choice, else the shop's default
 * (admin › Content), where "system" means the system preference, as data-theme on <html>, so
 * no visitor sees a flash of the other theme.
 */
export function themeBootScript(siteDefault: SiteTheme): string {
  const fallback = siteDefault === "system" ? `window.matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light"` : JSON.stringify(siteDefault);
  return `(function(){try{var t=localStorage.getItem("${THEME_STORAGE_KEY}");if(t!=="light"&&t!=="dark"){t=${fallback}}document.documentElement.setAttribute("data-theme",t)}catch(e){document.documentElement.setAttribute("data-theme","light")}})();`;
}
