import { route } from "@/lib/api/route";
import { listCustomers } from "@/lib/customers/customers";
import { customerQuerySchema } from "@/lib/customers/schemas";

export const dynamic = "force-dynamic";

/** The owner's customers: accounts and guest buyers by e-mail, searched and paged. */
export const GET = route({ access: "customers", query: customerQuerySchema }, async ({ query }) => ({ success: true, ...(await listCustomers(query)) }));
