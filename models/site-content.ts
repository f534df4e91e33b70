import "server-only";
import { Schema, type InferSchemaType, type Model } from "mongoose";
import { SITE_THEME_OPTIONS } from "@/lib/content/content-schema";
import { modelOf } from "./model-of";

/** The single id of the one site-content document, so reads and upserts always meet. */
export const SITE_CONTENT_ID = "site";

/** Homepage content the admin content screen edits; one document. */
const siteContentSchema = new Schema(
  {
    _id: { type: String, default: SITE_CONTENT_ID },
    bannerUrl: { type: String, required: [true, "Banner URL is required"], trim: true, maxlength: 2000 },
    // Set when the banner is an image the admin uploaded, so it can be deleted once replaced.
    bannerStorageKey: { type: String },
    description: { type: String, required: [true, "Description is required"], trim: true, maxlength: 1000 },
    heroTitle: { type: String, trim: true, maxlength: 120 },
    heroSubtitle: { type: String, trim: true, maxlength: 300 },
    slogan: { type: String, trim: true, maxlength: 160 },
    // The theme for visitors who have not chosen one: their system's, or always light or dark.
    theme: { type: String, enum: SITE_THEME_OPTIONS, default: "system" },
  },
  { timestamps: true, versionKey: false },
);

export type SiteContentRecord = InferSchemaType<typeof siteContentSchema>;

export const SiteContent: Model<SiteContentRecord> = modelOf("SiteContent", siteContentSchema);
