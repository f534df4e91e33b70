import "server-only";
import { unstable_cache } from "next/cache";
import { SITE_CONTENT_TAG } from "@/lib/cache/tags";
import { connectToDatabase } from "@/lib/db/connect";
import { SITE_CONTENT_ID, SiteContent } from "@/models/site-content";
import { DEFAULT_SITE_CONTENT, type SiteContentView } from "./site-content-defaults";

export { DEFAULT_SITE_CONTENT, type SiteContentView } from "./site-content-defaults";

/** Reads the stored homepage content, filling anything never saved with the defaults. */
export async function findSiteContent(): Promise<SiteContentView> {
  await connectToDatabase();
  const stored = await SiteContent.findById(SITE_CONTENT_ID).lean();
  if (!stored) return DEFAULT_SITE_CONTENT;
  return {
    bannerUrl: stored.bannerUrl || DEFAULT_SITE_CONTENT.bannerUrl,
    description: stored.description || DEFAULT_SITE_CONTENT.description,
    heroTitle: stored.heroTitle || DEFAULT_SITE_CONTENT.heroTitle,
    heroSubtitle: stored.heroSubtitle || DEFAULT_SITE_CONTENT.heroSubtitle,
    slogan: stored.slogan || DEFAULT_SITE_CONTENT.slogan,
    theme: stored.theme === "dark" ? "dark" : "light",
  };
}

/** Cached until the admin content screen saves (it revalidates SITE_CONTENT_TAG). */
export const getSiteContent = unstable_cache(findSiteContent, ["site-content"], { tags: [SITE_CONTENT_TAG] });
