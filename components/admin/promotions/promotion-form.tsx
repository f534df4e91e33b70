"use client";

import type { FormEvent } from "react";
import { buttonClass } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { apiRequest } from "@/lib/api-client/api-client";
import { promotionInputSchema, type PromotionInput, type PromotionView } from "@/lib/promotions/schemas";
import formStyles from "../form.module.css";
import { useSchemaForm } from "../use-schema-form";
import styles from "./promotions.module.css";
import { FormFooter } from "@/components/ui/form-footer";

type Field = "name" | "code" | "discount" | "startDate" | "endDate" | "minSubtotal" | "usageLimit";
type Values = Record<Field, string>;

const EMPTY: Values = { name: "", code: "", discount: "", startDate: "", endDate: "", minSubtotal: "", usageLimit: "" };

function valuesOf(promotion: PromotionView | null): Values {
  if (!promotion) return EMPTY;
  return {
    name: promotion.name,
    code: promotion.code,
    discount: String(promotion.discount),
    startDate: promotion.startDate,
    endDate: promotion.endDate,
    minSubtotal: promotion.minSubtotal === null ? "" : String(promotion.minSubtotal),
    usageLimit: promotion.usageLimit === null ? "" : String(promotion.usageLimit),
  };
}

interface FieldSpec {
  name: Field;
  label: string;
  hint?: string;
  optional?: boolean;
  props?: Record<string, string>;
}

const FIELDS: FieldSpec[] = [
  { name: "name", label: "Name" },
  { name: "code", label: "Code", hint: "Shoppers may type it in any case.", props: { autoCapitalize: "characters", spellCheck: "false", autoComplete: "off" } },
  { name: "discount", label: "Discount (%)", props: { type: "number", min: "1", max: "100", step: "0.01", inputMode: "decimal" } },
  { name: "startDate", label: "Start date", hint: "From 00:00 Lagos time.", props: { type: "date" } },
  { name: "endDate", label: "End date", hint: "Until 23:59 Lagos time.", props: { type: "date" } },
  { name: "minSubtotal", label: "Minimum order (₦)", optional: true, hint: "The subtotal an order needs before the code applies.", props: { type: "number", min: "0", step: "0.01", inputMode: "decimal" } },
  { name: "usageLimit", label: "Usage limit", optional: true, hint: "How many orders may use the code in all.", props: { type: "number", min: "1", step: "1", inputMode: "numeric" } },
];

const FIELD_NAMES = FIELDS.map((field) => field.name);
const idFor = (field: Field) => `promotion-${field}`;

interface Props {
  editing: PromotionView | null;
  onSaved: (promotion: PromotionView, created: boolean) => void;
  onCancel: () => void;
}

/** The add/edit form: checked here with the API's own schema, then again by the server. */
export function PromotionForm({ editing, onSaved, onCancel }: Props) {
  const form = useSchemaForm<Field, PromotionInput>({ schema: promotionInputSchema, initial: valuesOf(editing), fields: FIELD_NAMES, idFor });
  const { values, errors, failure, busy } = form;
  const creating = editing === null;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await form.run(async (input) => {
      const answer = await apiRequest<{ promotion: PromotionView }>(creating ? "/promotions" : `/promotions/${editing._id}`, {
        method: creating ? "POST" : "PUT",
        body: input,
      });
      form.reset(EMPTY);
      onSaved(answer.promotion, creating);
    }, "Could not save the promotion. Please try again.");
  }

  return (
    <section className={`${formStyles.card} ${styles.formCard}`} aria-labelledby="promotion-form-title">
      <h2 id="promotion-form-title" className={formStyles.sectionTitle}>
        {creating ? "Add Promotion" : "Edit Promotion"}
      </h2>
      <form className={formStyles.form} onSubmit={submit} noValidate data-testid="promotion-form">
        <div className={formStyles.grid}>
          {FIELDS.map((field) => (
            <FormField key={field.name} id={idFor(field.name)} label={field.label} look="compact" optional={field.optional} hint={field.hint} error={errors[field.name]}>
              {(control) => (
                <input {...control} {...field.props} name={field.name} value={values[field.name]} disabled={busy} onChange={(event) => form.edit(field.name, event.target.value)} data-testid={idFor(field.name)} />
              )}
            </FormField>
          ))}
        </div>
        <FormFooter submit={creating ? "Add Promotion" : "Update Promotion"} pending="Saving..." busy={busy} submitTestId="promotion-submit" error={failure}>
          {creating ? null : (
            <button type="button" className={buttonClass("ghost")} onClick={onCancel} disabled={busy} data-testid="promotion-cancel">
              Cancel
            </button>
          )}
        </FormFooter>
      </form>
    </section>
  );
}
