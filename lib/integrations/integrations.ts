import "server-only";
import mongoose from "mongoose";
import { recordActivity } from "@/lib/activity/record-activity";
import { encryptSetting } from "@/lib/secrets/settings-cipher";
import { isObjectId } from "@/lib/vocabulary/identifiers";
import { Integration, type IntegrationRecord } from "@/models/integration";
import { INTEGRATION_MESSAGES, type IntegrationCreateInput, type IntegrationUpdateInput, type IntegrationView } from "./schemas";
import { DomainError } from "@/lib/vocabulary/domain-error";

const integrationNotFound = () => new DomainError("integration-not-found", "not-found", INTEGRATION_MESSAGES.notFound);

// Below this length four characters would give away too much of the key, so none are shown.
const SHOW_LAST_FOUR_FROM = 12;

export function lastFourOf(apiKey: string): string {
  return apiKey.length >= SHOW_LAST_FOUR_FROM ? apiKey.slice(-4) : "";
}

/** The key sealed for this document: its id is authenticated with it, so it cannot be moved to another. */
function seal(id: mongoose.Types.ObjectId, apiKey: string) {
  return { apiKeyEncrypted: encryptSetting(apiKey, `integration:${id.toString()}`), apiKeyLastFour: lastFourOf(apiKey) };
}

function toView(record: IntegrationRecord): IntegrationView {
  return {
    id: record._id.toString(),
    type: record.type,
    name: record.name,
    apiKeyLastFour: record.apiKeyLastFour ?? "",
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
  };
}

export async function listIntegrations(): Promise<IntegrationView[]> {
  return (await Integration.find().sort({ createdAt: 1 }).lean()).map(toView);
}

export async function addIntegration(input: IntegrationCreateInput): Promise<IntegrationView> {
  const _id = new mongoose.Types.ObjectId();
  const created = await Integration.create({ _id, type: input.type, name: input.name, ...seal(_id, input.apiKey) });
  await recordActivity("integration-changed", `Integration ${created.name} added`, _id.toString());
  return toView(created.toObject());
}

const objectId = (id: string) => {
  if (!isObjectId(id)) throw integrationNotFound();
  return new mongoose.Types.ObjectId(id);
};

export async function updateIntegration(id: string, input: IntegrationUpdateInput): Promise<IntegrationView> {
  const _id = objectId(id);
  const set = { type: input.type, name: input.name, ...(input.apiKey ? seal(_id, input.apiKey) : {}) };
  const updated = await Integration.findByIdAndUpdate(_id, { $set: set }, { returnDocument: "after", runValidators: true }).lean();
  if (!updated) throw integrationNotFound();
  await recordActivity("integration-changed", `Integration ${updated.name} updated`, id);
  return toView(updated);
}

export async function removeIntegration(id: string): Promise<void> {
  const removed = await Integration.findByIdAndDelete(objectId(id)).lean();
  if (!removed) throw integrationNotFound();
  await recordActivity("integration-changed", `Integration ${removed.name} removed`, id);
}
