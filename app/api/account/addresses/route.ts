import { addAddress, listAddresses } from "@/lib/account/addresses";
import { savedAddressSchema } from "@/lib/account/schemas";
import { json, route } from "@/lib/api/route";

export const dynamic = "force-dynamic";

export const GET = route({ access: "customer" }, async ({ caller }) => ({ success: true, addresses: await listAddresses(caller.id) }));

export const POST = route({ access: "customer", body: savedAddressSchema }, async ({ caller, body }) =>
  json({ success: true, addresses: await addAddress(caller.id, body) }, 201),
);
