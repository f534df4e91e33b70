"use client";

import { useState, type FormEvent } from "react";
import { buttonClass } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Options } from "@/components/ui/options";
import { apiRequest } from "@/lib/api-client/api-client";
import {
  INTEGRATION_MESSAGES,
  INTEGRATION_TYPE_OPTIONS,
  integrationCreateSchema,
  integrationUpdateSchema,
  type IntegrationView,
} from "@/lib/integrations/schemas";
import { ConfirmDialog } from "../confirm-dialog";
import { useConfirmedAction } from "../use-confirmed-action";
import formStyles from "../form.module.css";
import { useNotify } from "@/components/ui/notifications";
import { useSchemaForm } from "../use-schema-form";
import { ItemList, RemovableItem } from "../item-list";
import { AdminCard } from "@/components/admin/admin-card";
import { FormFooter } from "@/components/ui/form-footer";

type Field = "type" | "name" | "apiKey";
const EMPTY: Record<Field, string> = { type: INTEGRATION_TYPE_OPTIONS[0], name: "", apiKey: "" };
const FIELDS: readonly Field[] = ["type", "name", "apiKey"];
const idFor = (field: Field) => `integration-${field}`;

const keyHint = (integration: IntegrationView) => (integration.apiKeyLastFour ? `••••${integration.apiKeyLastFour}` : "••••");

/** /admin/integrations: the form (add or edit), the list with Edit and Remove, and the removal dialog. */
export function IntegrationsManager({ initial }: { initial: IntegrationView[] }) {
  const notify = useNotify();
  const [integrations, setIntegrations] = useState(initial);
  const [editing, setEditing] = useState<IntegrationView | null>(null);
  const removal = useConfirmedAction(remove);
  // One form per mode: the key is required when adding, and may stay empty when editing.
  const adding = useSchemaForm<Field, unknown>({ schema: integrationCreateSchema, initial: EMPTY, fields: FIELDS, idFor });
  const updating = useSchemaForm<Field, unknown>({ schema: integrationUpdateSchema, initial: EMPTY, fields: FIELDS, idFor });
  const form = editing ? updating : adding;

  function edit(integration: IntegrationView) {
    updating.reset({ type: integration.type, name: integration.name, apiKey: "" });
    setEditing(integration);
  }

  function cancel() {
    setEditing(null);
    adding.reset(EMPTY);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const target = editing;
    const done = await form.run(async (body) => {
      if (target) {
        const answer = await apiRequest<{ integration: IntegrationView; message: string }>(`/integrations/${target.id}`, { method: "PUT", body });
        setIntegrations((current) => current.map((item) => (item.id === target.id ? answer.integration : item)));
        notify("success", answer.message);
      } else {
        const answer = await apiRequest<{ integration: IntegrationView; message: string }>("/integrations", { method: "POST", body });
        setIntegrations((current) => [...current, answer.integration]);
        notify("success", answer.message);
      }
    }, "Failed to save the integration. Please try again.");
    if (done) cancel();
  }

  async function remove(removing: IntegrationView) {
    try {
      await apiRequest(`/integrations/${removing.id}`, { method: "DELETE" });
      setIntegrations((current) => current.filter((item) => item.id !== removing.id));
      if (editing?.id === removing.id) cancel();
      notify("success", INTEGRATION_MESSAGES.removed);
    } catch (error) {
      notify("error", error instanceof Error ? error.message : "Failed to remove the integration. Please try again.");
    }
  }

  return (
    <div className={formStyles.stack}>
      <AdminCard id="integration-form-title" title={editing ? `Edit ${editing.name}` : "Add Integration"}>
        <form className={formStyles.form} onSubmit={submit} noValidate data-testid="integration-form">
          <div className={formStyles.grid}>
            <FormField id="integration-type" label="Type" error={form.errors.type} look="compact">
              {(control) => (
                <select {...control} value={form.values.type} onChange={(event) => form.edit("type", event.target.value)} data-testid="integration-type">
                  <Options values={INTEGRATION_TYPE_OPTIONS} />
                </select>
              )}
            </FormField>
            <FormField id="integration-name" label="Name" error={form.errors.name} look="compact">
              {(control) => <input {...control} value={form.values.name} onChange={(event) => form.edit("name", event.target.value)} data-testid="integration-name" />}
            </FormField>
          </div>
          <FormField
            id="integration-apiKey"
            label="API key"
            error={form.errors.apiKey}
            look="compact"
            hint={editing ? `Stored encrypted; only its end is shown (${keyHint(editing)}). Leave empty to keep it.` : "Stored encrypted; it is never shown again in full."}
          >
            {(control) => (
              <input
                {...control}
                type="password"
                autoComplete="off"
                value={form.values.apiKey}
                onChange={(event) => form.edit("apiKey", event.target.value)}
                data-testid="integration-apiKey"
              />
            )}
          </FormField>
          <FormFooter submit={editing ? "Update Integration" : "Add Integration"} pending="Saving..." busy={form.busy} submitTestId="integration-submit" error={form.failure}>
            {editing ? (
              <button type="button" className={buttonClass("ghost")} onClick={cancel}>
                Cancel
              </button>
            ) : null}
          </FormFooter>
        </form>
      </AdminCard>

      <AdminCard id="integration-list-title" title="Integrations">
        <ItemList items={integrations} empty="No integrations yet." testId="integration-list" itemTestId="integration-item">
          {(integration) => (
            <RemovableItem
              title={integration.name}
              name={integration.name}
              detail={
                <>
                  {integration.type} · key <span data-testid="integration-key-hint">{keyHint(integration)}</span>
                </>
              }
              actions={
                <button type="button" className={buttonClass("secondary", { small: true })} onClick={() => edit(integration)} aria-label={`Edit ${integration.name}`}>
                  Edit
                </button>
              }
              onRemove={() => removal.ask(integration)}
            />
          )}
        </ItemList>
      </AdminCard>

      <ConfirmDialog {...removal.dialog} title="Confirm Removal" confirmLabel="Remove" testId="integration-remove-dialog">
        <p>Are you sure you want to remove {removal.subject?.name}? Its API key will be deleted.</p>
      </ConfirmDialog>
    </div>
  );
}
