import { removeIntegration, updateIntegration } from "@/lib/integrations/integrations";
import { INTEGRATION_MESSAGES, integrationUpdateSchema } from "@/lib/integrations/schemas";
import { answerRemoval, answerUpdate } from "@/lib/api/record-answers";
import { idParams, route } from "@/lib/api/route";

export const dynamic = "force-dynamic";

const byId = idParams(INTEGRATION_MESSAGES.notFound);

export const PUT = route({ access: "integrations", params: byId, body: integrationUpdateSchema }, answerUpdate(INTEGRATION_MESSAGES, "integration", updateIntegration));

export const DELETE = route({ access: "integrations", params: byId }, answerRemoval(INTEGRATION_MESSAGES, removeIntegration));
