"use client";

import { useState, type FormEvent } from "react";
import { buttonClass } from "@/components/ui/button";
import { firstErrors, type FormErrors } from "@/components/ui/field-errors";
import { FormField } from "@/components/ui/form-field";
import { ApiError, apiRequest } from "@/lib/api-client/api-client";
import { promotionInputSchema, type PromotionView } from "@/lib/promotions/schemas";
import formStyles from "../form.module.css";
import styles from "./promotions.module.css";

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

interface Props {
  editing: PromotionView | null;
  onSaved: (promotion: PromotionView, created: boolean) => void;
  onCancel: () => void;
}

/** The add/edit form: checked here with the API's own schema, then again by the server. */
export function PromotionForm({ editing, onSaved, onCancel }: Props) {
  const [values, setValues] = useState<Values>(() => valuesOf(editing));
  const [errors, setErrors] = useState<FormErrors<Field | "_">>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const creating = editing === null;

  const update = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    const parsed = promotionInputSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(firstErrors<Field>(parsed.error.issues));
      return;
    }
    setBusy(true);
    try {
      const answer = await apiRequest<{ promotion: PromotionView }>(creating ? "/promotions" : `/promotions/${editing._id}`, {
        method: creating ? "POST" : "PUT",
        body: parsed.data,
      });
      setValues(EMPTY);
      setErrors({});
      onSaved(answer.promotion, creating);
    } catch (error) {
      if (error instanceof ApiError) setErrors(firstErrors<Field>(error.fieldErrors));
      setFailure(error instanceof Error ? error.message : "Could not save the promotion. Please try again.");
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className={`${formStyles.card} ${styles.formCard}`} aria-labelledby="promotion-form-title">
      <h2 id="promotion-form-title" className={formStyles.sectionTitle}>
        {creating ? "Add Promotion" : "Edit Promotion"}
      </h2>
      <form className={formStyles.form} onSubmit={submit} noValidate data-testid="promotion-form">
        {failure ? (
          <p className={formStyles.alert} role="alert">
            {failure}
          </p>
        ) : null}
        <div className={formStyles.grid}>
          {FIELDS.map((field) => (
            <FormField key={field.name} id={`promotion-${field.name}`} label={field.label} look="compact" optional={field.optional} hint={field.hint} error={errors[field.name]}>
              {(control) => (
                <input {...control} {...field.props} name={field.name} value={values[field.name]} disabled={busy} onChange={(event) => update(field.name, event.target.value)} data-testid={`promotion-${field.name}`} />
              )}
            </FormField>
          ))}
        </div>
        <div className={formStyles.actions}>
          <button type="submit" className={buttonClass("primary")} disabled={busy} data-testid="promotion-submit">
            {busy ? "Saving..." : creating ? "Add Promotion" : "Update Promotion"}
          </button>
          {creating ? null : (
            <button type="button" className={buttonClass("ghost")} onClick={onCancel} disabled={busy} data-testid="promotion-cancel">
              Cancel
            </button>
          )}
        </div>
      </form>
    </section>
  );
}
