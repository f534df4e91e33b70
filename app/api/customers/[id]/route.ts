import { idParams, route } from "@/lib/api/route";
import { findCustomer } from "@/lib/customers/customers";
import { notFound } from "@/lib/http/errors";

export const dynamic = "force-dynamic";

const CUSTOMER_NOT_FOUND = "Customer not found";

/** One customer with their orders and saved addresses. */
export const GET = route({ access: "customers", params: idParams(CUSTOMER_NOT_FOUND) }, async ({ params }) => {
  const customer = await findCustomer(params.id);
  if (!customer) throw notFound(CUSTOMER_NOT_FOUND);
  return { success: true, customer };
});
