import { NextResponse } from "next/server";
import { route } from "@/lib/api/route";
import { isReady } from "@/lib/health/readiness";

export const dynamic = "force-dynamic";

/**
 * Readiness: the database and the shared cache answer within a second (lib/db/readiness). The
 * answer says only ready or not: no versions, hosts or errors an outsider could use.
 */
export const GET = route({ access: "public", database: false }, async () => {
  const ready = await isReady();
  return NextResponse.json({ status: ready ? "ready" : "unavailable" }, { status: ready ? 200 : 503, headers: { "Cache-Control": "no-store" } });
});
