import { NextResponse } from "next/server";
import { addIntegration, listIntegrations } from "@/lib/integrations/integrations";
import { INTEGRATION_MESSAGES, integrationCreateSchema } from "@/lib/integrations/schemas";
import { route } from "@/lib/api/route";

export const dynamic = "force-dynamic";

export const GET = route({ access: "integrations" }, async () => ({ success: true, integrations: await listIntegrations() }));

export const POST = route({ access: "integrations", body: integrationCreateSchema }, async ({ body }) =>
  NextResponse.json({ success: true, message: INTEGRATION_MESSAGES.added, integration: await addIntegration(body) }, { status: 201 }),
);
