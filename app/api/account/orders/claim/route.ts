import { claimGuestOrders } from "@/lib/account/claim-orders";
import { claimOrdersSchema } from "@/lib/account/schemas";
import { route } from "@/lib/api/route";

export const dynamic = "force-dynamic";

/** Follows the e-mailed proof link: the guest orders placed with the account's e-mail join it. */
export const POST = route({ access: "customer", body: claimOrdersSchema }, async ({ caller, body }) => ({
  success: true,
  ...(await claimGuestOrders(caller.id, body.token)),
}));
