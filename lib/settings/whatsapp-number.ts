import "server-only";
import { unstable_cache } from "next/cache";
import { STORE_SETTINGS_TAG } from "@/lib/cache/tags";
import { getStoreSettings } from "./store-settings";

/**
 * The owner's WhatsApp number for the storefront's links, or "" for none. Cached for the product
 * pages that show it; saving the settings expires it with every page that read it.
 */
export const getWhatsappNumber = unstable_cache(async () => (await getStoreSettings()).whatsappNumber ?? "", ["whatsapp-number"], { tags: [STORE_SETTINGS_TAG] });
