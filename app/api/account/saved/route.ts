import { listSavedItems, removeSavedItem, saveItems } from "@/lib/saved-items/saved-items";
import { savedItemSchema, savedItemsMergeSchema } from "@/lib/saved-items/saved-items-schema";
import { route } from "@/lib/api/route";

export const dynamic = "force-dynamic";

/** The signed-in customer's saved items, at today's price and stock. */
export const GET = route({ access: "customer" }, async ({ caller }) => ({ success: true, items: await listSavedItems(caller.id) }));

/** Joins items to the list (a guest's list from the browser at sign-in); answers the whole list. */
export const POST = route({ access: "customer", body: savedItemsMergeSchema }, async ({ caller, body }) => {
  await saveItems(caller.id, body.items);
  return { success: true, items: await listSavedItems(caller.id) };
});

export const DELETE = route({ access: "customer", body: savedItemSchema }, async ({ caller, body }) => {
  await removeSavedItem(caller.id, body);
  return { success: true, items: await listSavedItems(caller.id) };
});
