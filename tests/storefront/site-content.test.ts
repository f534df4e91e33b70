import { DEFAULT_SITE_CONTENT, getSiteContent } from "@/lib/content/site-content";
import { SITE_CONTENT_ID, SiteContent } from "@/models/site-content";
import { setupTestDatabase } from "../support/database";

setupTestDatabase();

describe("site content", () => {
  it("falls back to the spec's defaults while nothing is stored", async () => {
    await expect(getSiteContent()).resolves.toEqual(DEFAULT_SITE_CONTENT);
  });

  it("shows what the admin stored, defaults filling fields never saved", async () => {
    await SiteContent.create({ _id: SITE_CONTENT_ID, bannerUrl: "/uploads/banner.jpg", description: "Harmattan sale now on.", theme: "dark" });
    await expect(getSiteContent()).resolves.toEqual({
      ...DEFAULT_SITE_CONTENT,
      bannerUrl: "/uploads/banner.jpg",
      description: "Harmattan sale now on.",
      theme: "dark",
    });
  });

  it("refuses a document without banner or description", async () => {
    await expect(SiteContent.create({ _id: "other", bannerUrl: "", description: "" })).rejects.toThrow(/Banner URL is required/);
  });
});
