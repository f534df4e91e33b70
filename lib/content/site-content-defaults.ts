import type { SiteTheme } from "./content-schema";

/** Homepage content as pages and GET /api/content show it. */
export interface SiteContentView {
  bannerUrl: string;
  description: string;
  heroTitle: string;
  heroSubtitle: string;
  slogan: string;
  theme: SiteTheme;
}

/** What the homepage shows until the admin saves content (spec: a placeholder banner and a welcome text). */
export const DEFAULT_SITE_CONTENT: SiteContentView = {
  bannerUrl: "/banner/hero.svg",
  description:
    "Welcome to Scents, your home of premium luxury fragrances: signature perfumes, reed diffusers and deodorants, chosen with care and delivered across Nigeria.",
  heroTitle: "Fragrance, composed for you",
  heroSubtitle: "Discover signature perfumes, home diffusers and everyday deodorants from the houses Nigeria loves.",
  slogan: "Wear your story. Leave a trace.",
  theme: "system",
};
