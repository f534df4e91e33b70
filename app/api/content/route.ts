import { siteContentInputSchema } from "@/lib/content/content-schema";
import { getSiteContent, saveSiteContent } from "@/lib/content/site-content";
import { route } from "@/lib/api/route";
import { resourceBody } from "@/lib/api/answer";

export const dynamic = "force-dynamic";

/** The homepage content object, for anyone (it is what the home page shows). */
export const GET = route({}, async () => resourceBody(await getSiteContent()));

/** Takes the same object (as JSON, or multipart with a `bannerImage` upload) and answers the saved one. */
export const PUT = route({ access: "content", body: siteContentInputSchema, bodyFormat: "either" }, async ({ body }) => resourceBody(await saveSiteContent(body)));
