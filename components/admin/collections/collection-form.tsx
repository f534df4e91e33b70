"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { buttonClass } from "@/components/ui/button";
import { firstErrors, type FormErrors } from "@/components/ui/field-errors";
import { FormField } from "@/components/ui/form-field";
import { FormFooter } from "@/components/ui/form-footer";
import { Options } from "@/components/ui/options";
import { ApiError, apiRequest } from "@/lib/api-client/api-client";
import { collectionInputSchema, type CollectionView } from "@/lib/catalog/collection-schema";
import { UPLOAD_TIMEOUT_MS } from "@/lib/uploads/image-file";
import { FOR_WHOM, SCENT_FAMILIES } from "@/lib/vocabulary/perfume";
import { PRODUCT_TYPES } from "@/lib/vocabulary/products";
import formStyles from "../form.module.css";
import { CollectionImageField } from "./collection-image-field";
import { PickedProducts, type PickableProduct } from "./picked-products";

type TextField = "slug" | "title" | "description" | "imageAlt";
type RuleField = "type" | "brand" | "family" | "forWhom" | "note" | "minPrice" | "maxPrice" | "newWithinDays";
type Field = TextField | "image" | "kind" | "products" | "rule" | `rule.${RuleField}` | "_";

interface Props {
  /** The collection edited, or null for a new one. */
  editing: CollectionView | null;
  products: PickableProduct[];
}

const text = (value: string | number | boolean | undefined) => (value === undefined ? "" : String(value));

/** A collection's title, address, description and image, then its products: picked by hand, or a rule. */
export function CollectionForm({ editing, products }: Props) {
  const router = useRouter();
  const [values, setValues] = useState<Record<TextField, string>>({ slug: editing?.slug ?? "", title: editing?.title ?? "", description: editing?.description ?? "", imageAlt: editing?.imageAlt ?? "" });
  const [photo, setPhoto] = useState<File | null>(null);
  // A new collection saved whose photo was refused: the next save edits it rather than adding it again.
  const [savedId, setSavedId] = useState(editing?._id ?? null);
  const [kind, setKind] = useState(editing?.kind ?? "rule");
  const [picked, setPicked] = useState<string[]>(editing?.products ?? []);
  const [rule, setRule] = useState<Record<RuleField, string>>({
    type: text(editing?.rule.type),
    brand: text(editing?.rule.brand),
    family: text(editing?.rule.family),
    forWhom: text(editing?.rule.forWhom),
    note: text(editing?.rule.note),
    minPrice: text(editing?.rule.minPrice),
    maxPrice: text(editing?.rule.maxPrice),
    newWithinDays: text(editing?.rule.newWithinDays),
  });
  const [onPromotion, setOnPromotion] = useState(editing?.rule.onPromotion ?? false);
  const [errors, setErrors] = useState<FormErrors<Field>>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const body = () => ({
    ...values,
    kind,
    products: kind === "picked" ? picked : [],
    rule: kind === "rule" ? { ...rule, ...(onPromotion ? { onPromotion: true } : {}) } : {},
  });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    const parsed = collectionInputSchema.safeParse(body());
    if (!parsed.success) {
      setErrors({ ...firstErrors<Field>(parsed.error.issues), ...prefixed(firstErrors<RuleField>(parsed.error.issues, "rule")) });
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const saved = await apiRequest<{ data: CollectionView }>(savedId ? `/admin/collections/${savedId}` : "/admin/collections", { method: savedId ? "PUT" : "POST", body: parsed.data });
      setSavedId(saved.data._id);
      if (photo && !(await uploadPhoto(saved.data))) return;
      router.push("/admin/collections");
      router.refresh();
    } catch (error) {
      if (error instanceof ApiError) setErrors({ ...firstErrors<Field>(error.fieldErrors), ...prefixed(firstErrors<RuleField>(error.fieldErrors, "rule")) });
      setFailure(error instanceof ApiError ? error.message : "The collection could not be saved. Please try again.");
    } finally {
      setBusy(false);
    }
  }

  /** The photo goes up once the collection is saved; a refused one leaves the owner on its (now saved) collection to choose another. */
  async function uploadPhoto(saved: CollectionView): Promise<boolean> {
    const form = new FormData();
    form.append("image", photo!);
    try {
      await apiRequest(`/admin/collections/${saved._id}/image`, { method: "PUT", body: form, timeoutMs: UPLOAD_TIMEOUT_MS });
      return true;
    } catch (error) {
      if (error instanceof ApiError) setErrors(firstErrors<Field>(error.fieldErrors));
      setFailure(`The collection was saved, but not its image: ${error instanceof ApiError ? error.message : "please try again."}`);
      return false;
    }
  }

  async function remove(id: string) {
    if (!window.confirm("Remove this collection? Its page will be gone.")) return;
    setBusy(true);
    try {
      await apiRequest(`/admin/collections/${id}`, { method: "DELETE" });
      router.push("/admin/collections");
      router.refresh();
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : "The collection could not be removed. Please try again.");
      setBusy(false);
    }
  }

  const field = (name: TextField, label: string, hint?: string) => (
    <FormField id={`collection-${name}`} label={label} error={errors[name]} hint={hint} look="compact">
      {(control) =>
        name === "description" ? (
          <textarea {...control} value={values[name]} onChange={(event) => setValues({ ...values, [name]: event.target.value })} />
        ) : (
          <input {...control} value={values[name]} onChange={(event) => setValues({ ...values, [name]: event.target.value })} data-testid={`collection-${name}`} />
        )
      }
    </FormField>
  );
  const ruleField = (name: RuleField, label: string, choices?: readonly string[], type?: "number") => (
    <FormField id={`collection-rule-${name}`} label={label} error={errors[`rule.${name}`]} look="compact" optional>
      {(control) =>
        choices ? (
          <select {...control} value={rule[name]} onChange={(event) => setRule({ ...rule, [name]: event.target.value })} data-testid={`collection-rule-${name}`}>
            <option value="">Any</option>
            <Options values={choices} />
          </select>
        ) : (
          <input {...control} type={type} min={type ? "0" : undefined} value={rule[name]} onChange={(event) => setRule({ ...rule, [name]: event.target.value })} data-testid={`collection-rule-${name}`} />
        )
      }
    </FormField>
  );

  return (
    <form className={`${formStyles.card} ${formStyles.form}`} onSubmit={submit} noValidate data-testid="collection-form">
      <div className={formStyles.grid}>
        {field("title", "Title")}
        {field("slug", "Address", "Its page is /collections/ and this, e.g. gifts-under-50000")}
        {field("imageAlt", "Image description (optional)", "What the photo shows, for shoppers who cannot see it")}
      </div>
      <CollectionImageField current={editing?.image ?? null} error={errors.image} onChoose={setPhoto} />
      {field("description", "Description (optional)")}
      <fieldset className={formStyles.form}>
        <legend className={formStyles.sectionTitle}>Its products</legend>
        {(["rule", "picked"] as const).map((option) => (
          <label key={option}>
            <input type="radio" name="kind" value={option} checked={kind === option} onChange={() => setKind(option)} data-testid={`collection-kind-${option}`} />{" "}
            {option === "rule" ? "By rule: every product that meets all the conditions set" : "Hand-picked, in the order listed"}
          </label>
        ))}
        {kind === "rule" ? (
          <>
            {errors.rule ? (
              <p className={formStyles.alert} role="alert">
                {errors.rule}
              </p>
            ) : null}
            <div className={formStyles.grid}>
              {ruleField("type", "Type", PRODUCT_TYPES)}
              {ruleField("family", "Scent family", SCENT_FAMILIES)}
              {ruleField("forWhom", "For whom", FOR_WHOM)}
              {ruleField("brand", "Brand")}
              {ruleField("note", "Note")}
              {ruleField("minPrice", "From price (₦)", undefined, "number")}
              {ruleField("maxPrice", "Under price (₦)", undefined, "number")}
              {ruleField("newWithinDays", "Added in the last … days", undefined, "number")}
            </div>
            <label>
              <input type="checkbox" checked={onPromotion} onChange={(event) => setOnPromotion(event.target.checked)} data-testid="collection-rule-onPromotion" /> Only products on promotion
            </label>
          </>
        ) : (
          <PickedProducts products={products} picked={picked} onChange={setPicked} error={errors.products} />
        )}
      </fieldset>
      <FormFooter submit={editing ? "Save collection" : "Add collection"} pending="Saving..." busy={busy} submitTestId="collection-submit" error={failure}>
        <Link href="/admin/collections" className={buttonClass("ghost")}>
          Cancel
        </Link>
        {editing ? (
          <button type="button" className={buttonClass("secondary")} onClick={() => void remove(editing._id)} disabled={busy} data-testid="collection-remove">
            Remove collection
          </button>
        ) : null}
      </FormFooter>
    </form>
  );
}

function prefixed(errors: FormErrors<RuleField>): FormErrors<Field> {
  return Object.fromEntries(Object.entries(errors).map(([key, message]) => [`rule.${key}`, message]));
}
