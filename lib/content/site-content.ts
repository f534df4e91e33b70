import "server-only";
import { unstable_cache } from "next/cache";
import { unstable_rethrow } from "next/navigation";
import { connection } from "next/server";
import { recordActivity } from "@/lib/activity/record-activity";
import { revalidateTags } from "@/lib/cache/revalidate";
import { SITE_CONTENT_TAG } from "@/lib/cache/tags";
import { connectToDatabase } from "@/lib/db/connect";
import { checkImages, deleteImages, storeImages, type StoredImage } from "@/lib/uploads/image-storage";
import { SITE_CONTENT_ID, SiteContent } from "@/models/site-content";
import { SITE_THEME_OPTIONS, type SiteContentInput, type SiteTheme } from "./content-schema";
import { DEFAULT_SITE_CONTENT, type SiteContentView } from "./site-content-defaults";
import { DomainError, invalidFields } from "@/lib/vocabulary/domain-error";

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
    theme: SITE_THEME_OPTIONS.find((theme) => theme === stored.theme) ?? DEFAULT_SITE_CONTENT.theme,
  };
}

/** Cached until the admin content screen saves (it revalidates SITE_CONTENT_TAG). */
export const getSiteContent = unstable_cache(findSiteContent, ["site-content"], { tags: [SITE_CONTENT_TAG] });

/**
 * The theme for visitors who have not chosen one, read by the root layout, so every page carries
 * the site-content tag and a save re-renders it. The build reads no database: a page it would
 * render is left to render on request instead. A page still renders when the database is down.
 */
export async function siteDefaultTheme(): Promise<SiteTheme> {
  if (process.env.NEXT_PHASE === "phase-production-build") await connection();
  try {
    return (await getSiteContent()).theme;
  } catch (error) {
    unstable_rethrow(error);
    console.error("Could not read the default theme", error);
    return DEFAULT_SITE_CONTENT.theme;
  }
}

async function storeBanner(file: File): Promise<StoredImage | undefined> {
  try {
    return (await storeImages(await checkImages([file])))[0];
  } catch (error) {
    // The image checks speak of product "images"; here the field is the banner upload.
    if (error instanceof DomainError && error.detail.fields?.images) throw invalidFields(error.code, { bannerImage: error.detail.fields.images });
    throw error;
  }
}

/**
 * Saves the homepage content and revalidates the cached pages that show it. An uploaded banner
 * is checked and stored first and removed again if the save fails; an uploaded banner that is
 * replaced is deleted only once the save has succeeded.
 */
export async function saveSiteContent(input: SiteContentInput): Promise<SiteContentView> {
  const uploaded = input.bannerImage ? await storeBanner(input.bannerImage) : undefined;
  try {
    const previous = await SiteContent.findById(SITE_CONTENT_ID).lean();
    const bannerUrl = uploaded?.url ?? input.bannerUrl;
    const keptKey = previous?.bannerUrl === bannerUrl ? previous.bannerStorageKey : undefined;
    const storageKey = uploaded?.storageKey ?? keptKey;
    const fields = { bannerUrl, description: input.description, heroTitle: input.heroTitle, heroSubtitle: input.heroSubtitle, slogan: input.slogan, theme: input.theme };
    await SiteContent.updateOne(
      { _id: SITE_CONTENT_ID },
      storageKey ? { $set: { ...fields, bannerStorageKey: storageKey } } : { $set: fields, $unset: { bannerStorageKey: 1 } },
      { upsert: true, runValidators: true },
    );
    if (previous?.bannerStorageKey && previous.bannerStorageKey !== storageKey) await deleteImages([{ storageKey: previous.bannerStorageKey }]);
  } catch (error) {
    if (uploaded) await deleteImages([uploaded]);
    throw error;
  }
  await revalidateTags(SITE_CONTENT_TAG);
  await recordActivity("content-updated", "Homepage content updated");
  return findSiteContent();
}
