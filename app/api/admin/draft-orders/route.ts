import { route } from "@/lib/api/route";
import { draftOrderSchema } from "@/lib/checkout/draft-order-schemas";
import { createDraftOrder, draftOrderView, listOpenDraftOrders } from "@/lib/checkout/draft-orders";

export const dynamic = "force-dynamic";

/** The owner's open drafts, newest first. */
export const GET = route({ access: "orders:view" }, async () => ({
  success: true,
  data: await Promise.all((await listOpenDraftOrders()).map((draft) => draftOrderView(draft))),
}));

/** A new draft order, priced by checkout's rules. */
export const POST = route({ access: "orders:status", body: draftOrderSchema }, async ({ body, caller }) => ({
  success: true,
  data: await draftOrderView(await createDraftOrder(body, { by: caller.email })),
}));
