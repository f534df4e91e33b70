import { z } from "zod";

/** The default theme choices: follow the visitor's system, or always light, or always dark. */
export const SITE_THEME_OPTIONS = ["system", "light", "dark"] as const;
export type SiteTheme = (typeof SITE_THEME_OPTIONS)[number];

export const CONTENT_MESSAGES = {
  bannerRequired: "Banner URL is required",
  bannerInvalid: "Banner URL must start with https://, http:// or / (a path on this site)",
  descriptionRequired: "Description is required",
  theme: "Theme must be system, light or dark",
  updated: "Content updated successfully!",
  failed: "Failed to update content. Please try again.",
} as const;

const isFile = (value: unknown): value is File => typeof File !== "undefined" && value instanceof File;

// Only addresses an <img> can show without surprises: the web, or a path on this site.
const isBannerAddress = (value: string) => /^https?:\/\/[^\s]+$/i.test(value) || (value.startsWith("/") && !value.startsWith("//"));

const optionalText = (max: number) => z.string().trim().max(max, `At most ${max} characters`).optional().default("");

/**
 * PUT /api/content and the content form: the same object GET /api/content answers. Sent as
 * multipart, it may carry `bannerImage`, an uploaded file that becomes the banner instead.
 */
export const siteContentInputSchema = z
  .object({
    bannerUrl: z.string({ error: CONTENT_MESSAGES.bannerRequired }).trim().max(2000, "At most 2000 characters").optional().default(""),
    bannerImage: z
      .unknown()
      .optional()
      // An empty file input still sends a nameless, empty part: it means no file.
      .transform((value) => (isFile(value) && value.size > 0 ? value : undefined)),
    description: z.string({ error: CONTENT_MESSAGES.descriptionRequired }).trim().min(1, CONTENT_MESSAGES.descriptionRequired).max(1000, "At most 1000 characters"),
    heroTitle: optionalText(120),
    heroSubtitle: optionalText(300),
    slogan: optionalText(160),
    theme: z.enum(SITE_THEME_OPTIONS, { error: CONTENT_MESSAGES.theme }).default("system"),
  })
  .superRefine((input, context) => {
    if (input.bannerImage) return;
    if (input.bannerUrl === "") context.addIssue({ code: "custom", path: ["bannerUrl"], message: CONTENT_MESSAGES.bannerRequired });
    else if (!isBannerAddress(input.bannerUrl)) context.addIssue({ code: "custom", path: ["bannerUrl"], message: CONTENT_MESSAGES.bannerInvalid });
  });
export type SiteContentInput = z.infer<typeof siteContentInputSchema>;
