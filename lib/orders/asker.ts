import "server-only";
import type { Caller } from "@/lib/auth/caller";
import { clientAddress } from "@/lib/http/client-address";
import type { Asker } from "./tracking";

/** Who asks about an order: the client's address, and the customer signed in (staff shop with their own customer account). */
export function askerOf(headers: Headers, caller: Caller | null): Asker {
  return { clientAddress: clientAddress(headers), customerId: caller?.role === "customer" ? caller.id : null };
}
