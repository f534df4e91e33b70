import { z } from "zod";

/** The integration types, for forms; kept here so browser code never imports the mongoose model. */
export const INTEGRATION_TYPE_OPTIONS = ["Email Marketing", "Accounting Software", "Social Media"] as const;

export const INTEGRATION_MESSAGES = {
  type: `Type must be one of ${INTEGRATION_TYPE_OPTIONS.join(", ")}`,
  nameRequired: "Integration name is required",
  apiKeyRequired: "API key is required",
  added: "Integration added successfully!",
  updated: "Integration updated successfully!",
  removed: "Integration removed successfully!",
  notFound: "Integration not found",
} as const;

const name = z.string({ error: INTEGRATION_MESSAGES.nameRequired }).trim().min(1, INTEGRATION_MESSAGES.nameRequired).max(100, "At most 100 characters");
const apiKey = z.string({ error: INTEGRATION_MESSAGES.apiKeyRequired }).trim().max(500, "At most 500 characters");
const type = z.enum(INTEGRATION_TYPE_OPTIONS, { error: INTEGRATION_MESSAGES.type });

/** POST /api/integrations: every value trimmed, the key required. */
export const integrationCreateSchema = z.object({ type, name, apiKey: apiKey.min(1, INTEGRATION_MESSAGES.apiKeyRequired) });
export type IntegrationCreateInput = z.infer<typeof integrationCreateSchema>;

/** PUT /api/integrations/{id}: an empty or missing key keeps the stored one. */
export const integrationUpdateSchema = z.object({ type, name, apiKey: apiKey.optional().default("") });
export type IntegrationUpdateInput = z.infer<typeof integrationUpdateSchema>;

/** An integration as the API answers it: never its key, only the key's last four characters. */
export interface IntegrationView {
  id: string;
  type: (typeof INTEGRATION_TYPE_OPTIONS)[number];
  name: string;
  apiKeyLastFour: string;
  createdAt: string;
  updatedAt: string;
}
