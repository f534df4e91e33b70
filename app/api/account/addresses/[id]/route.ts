import { removeAddress, updateAddress } from "@/lib/account/addresses";
import { ACCOUNT_PAGE_MESSAGES, savedAddressSchema } from "@/lib/account/schemas";
import { idParams, route } from "@/lib/api/route";

export const dynamic = "force-dynamic";

const params = idParams(ACCOUNT_PAGE_MESSAGES.addressNotFound);

export const PUT = route({ access: "customer", params, body: savedAddressSchema }, async ({ caller, params: { id }, body }) => ({
  success: true,
  addresses: await updateAddress(caller.id, id, body),
}));

export const DELETE = route({ access: "customer", params }, async ({ caller, params: { id } }) => ({
  success: true,
  addresses: await removeAddress(caller.id, id),
}));
