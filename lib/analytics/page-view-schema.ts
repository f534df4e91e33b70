import { z } from "zod";

/** The storefront beacon's body: the path viewed, without query or fragment. */
export const pageViewSchema = z.object({
  path: z
    .string({ error: "Path is required" })
    .max(200, "Path is too long")
    .regex(/^\/[A-Za-z0-9\-._~/%]*$/, "Path must be a site path")
    .refine((path) => !path.startsWith("/admin") && !path.startsWith("/api"), "Only storefront pages are counted"),
});
export type PageViewInput = z.infer<typeof pageViewSchema>;
