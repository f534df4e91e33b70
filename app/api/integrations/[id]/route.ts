import { removeIntegration, updateIntegration } from "@/lib/integrations/integrations";
import { INTEGRATION_MESSAGES, integrationUpdateSchema } from "@/lib/integrations/schemas";
import { idParams, route } from "@/lib/api/route";

export const dynamic = "force-dynamic";

const byId = idParams(INTEGRATION_MESSAGES.notFound);

export const PUT = route({ access: "integrations", params: byId, body: integrationUpdateSchema }, async ({ body, params }) => ({
  success: true,
  message: INTEGRATION_MESSAGES.updated,
  integration: await updateIntegration(params.id, body),
}));

export const DELETE = route({ access: "integrations", params: byId }, async ({ params }) => {
  await removeIntegration(params.id);
  return { success: true, message: INTEGRATION_MESSAGES.removed };
});
