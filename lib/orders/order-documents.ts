import "server-only";
import { getStoreSettings } from "@/lib/settings/store-settings";
import type { ShopDetails } from "@/lib/settings/schemas";
import { findOrderForAdmin, type AdminOrderView } from "./admin-orders";
import { printedShopDetails } from "./shop-details";

/** What an order's invoice and packing slip print: the order, and the shop as it names itself. */
export interface OrderDocument {
  order: AdminOrderView;
  shop: ShopDetails;
}

export async function orderDocument(orderNumber: string): Promise<OrderDocument | null> {
  const [order, settings] = await Promise.all([findOrderForAdmin(orderNumber), getStoreSettings()]);
  return order ? { order, shop: printedShopDetails(settings.shopDetails) } : null;
}
