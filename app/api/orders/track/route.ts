import { route } from "@/lib/api/route";
import { trackingQuerySchema } from "@/lib/orders/schemas";
import { askerOf } from "@/lib/orders/asker";
import { trackOrder } from "@/lib/orders/tracking";
import { resourceBody } from "@/lib/api/answer";

export const dynamic = "force-dynamic";

/** The spec's contract: the answer's body is the order itself. */
export const GET = route({ query: trackingQuerySchema }, async ({ query, request, caller }) =>
  resourceBody(await trackOrder(query.orderNumber, query.email, askerOf(request.headers, caller))),
);
