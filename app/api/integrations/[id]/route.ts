import { removeIntegration, updateIntegration } from "@/lib/integrations/integrations";
import { INTEGRATION_MESSAGES, integrationUpdateSchema, type IntegrationUpdateInput } from "@/lib/integrations/schemas";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

export const PUT = route<IntegrationUpdateInput, undefined, { id: string }, "admin">({ access: "admin", body: integrationUpdateSchema }, async ({ body, params }) => ({
  success: true,
  message: INTEGRATION_MESSAGES.updated,
  integration: await updateIntegration(params.id, body),
}));

export const DELETE = route<undefined, undefined, { id: string }, "admin">({ access: "admin" }, async ({ params }) => {
  await removeIntegration(params.id);
  return { success: true, message: INTEGRATION_MESSAGES.removed };
});
