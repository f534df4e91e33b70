import { NextResponse } from "next/server";
import { route } from "@/lib/api/route";

export const dynamic = "force-dynamic";

/** Liveness: the process answers. It asks nothing of the database, so a slow database never gets an instance restarted. */
export const GET = route({ access: "public", database: false }, async () =>
  NextResponse.json({ status: "ok" }, { headers: { "Cache-Control": "no-store" } }),
);
