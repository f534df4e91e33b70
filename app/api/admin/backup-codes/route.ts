import { NextResponse } from "next/server";
import { generateBackupCodes } from "@/lib/admin/account";
import { route } from "@/lib/api/route";

export const dynamic = "force-dynamic";

/** A new set of backup codes, in this answer only (never cached); the previous set stops working. */
export const POST = route({ access: "account", freshKey: true }, async ({ caller }) =>
  NextResponse.json({ codes: await generateBackupCodes(caller.id) }, { headers: { "Cache-Control": "no-store" } }),
);
