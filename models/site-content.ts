import mongoose, { Schema, type InferSchemaType, type Model } from "mongoose";

export const SITE_THEMES = ["light", "dark"] as const;
export type SiteTheme = (typeof SITE_THEMES)[number];

/** The single id of the one site-content document, so reads and upserts always meet. */
export const SITE_CONTENT_ID = "site";

/** Homepage content the admin content screen edits; one document. */
const siteContentSchema = new Schema(
  {
    _id: { type: String, default: SITE_CONTENT_ID },
    bannerUrl: { type: String, required: [true, "Banner URL is required"], trim: true, maxlength: 2000 },
    description: { type: String, required: [true, "Description is required"], trim: true, maxlength: 1000 },
    heroTitle: { type: String, trim: true, maxlength: 120 },
    heroSubtitle: { type: String, trim: true, maxlength: 300 },
    slogan: { type: String, trim: true, maxlength: 160 },
    theme: { type: String, enum: SITE_THEMES, default: "light" },
  },
  { timestamps: true, versionKey: false },
);

export type SiteContentRecord = InferSchemaType<typeof siteContentSchema>;

export const SiteContent: Model<SiteContentRecord> =
  (mongoose.models.SiteContent as Model<SiteContentRecord> | undefined) ?? mongoose.model<SiteContentRecord>("SiteContent", siteContentSchema);
