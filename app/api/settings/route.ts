import { route } from "@/lib/api/route";
import { storeSettingsSchema } from "@/lib/settings/schemas";
import { getStoreSettings, saveStoreSettings } from "@/lib/settings/store-settings";
import { resourceBody } from "@/lib/api/answer";

export const dynamic = "force-dynamic";

/** Public: what checkout offers (shipping methods and costs, payment methods, transfer accounts). */
export const GET = route({}, async () => resourceBody(await getStoreSettings()));

export const PUT = route({ access: "admin", body: storeSettingsSchema }, async ({ body }) => resourceBody(await saveStoreSettings(body)));
