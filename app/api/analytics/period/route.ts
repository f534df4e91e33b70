import { periodReport } from "@/lib/analytics/period-report";
import { periodQuerySchema } from "@/lib/analytics/periods";
import { route } from "@/lib/api/route";

export const dynamic = "force-dynamic";

/** Analytics over a period (?period=7|30|90, or ?from=&to= in Lagos days) beside the previous period of the same length. */
export const GET = route({ access: "analytics", query: periodQuerySchema }, async ({ query }) => ({ success: true, report: await periodReport(query) }));
