import { route } from "@/lib/api/route";
import { storeSettingsSchema } from "@/lib/settings/schemas";
import { getStoreSettings, saveStoreSettings } from "@/lib/settings/store-settings";
import { resourceBody } from "@/lib/api/answer";
import { roleMay } from "@/lib/vocabulary/staff-roles";

export const dynamic = "force-dynamic";

/** Public: what checkout offers (shipping methods and costs, payment methods, transfer accounts). */
export const GET = route({}, async () => resourceBody(await getStoreSettings()));

export const PUT = route({ access: "settings", body: storeSettingsSchema }, async ({ body, caller }) =>
  resourceBody(await saveStoreSettings(body, { mayChangePayments: roleMay(caller.staffRole, "payments") })),
);
