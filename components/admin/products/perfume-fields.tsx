import { useState } from "react";
import type { FormErrors } from "@/components/ui/field-errors";
import { FormField } from "@/components/ui/form-field";
import { Options } from "@/components/ui/options";
import { CONCENTRATIONS, FOR_WHOM, noteKey, SCENT_FAMILIES } from "@/lib/vocabulary/perfume";
import formStyles from "../form.module.css";
import { productFieldId, type ProductField, type ProductTextField } from "./use-product-form";

type PerfumeChoice = "concentration" | "forWhom" | "family";
type NotesField = "topNotes" | "heartNotes" | "baseNotes";

interface Props {
  values: Record<ProductTextField, string>;
  errors: FormErrors<ProductField>;
  edit(field: ProductTextField, value: string): void;
  /** The shop's notes list, offered as the owner types each note. */
  knownNotes: readonly string[];
}

/**
 * The notes a layer's field offers: the list's notes it does not hold yet, each after what is
 * typed before the last comma, so the browser's suggestions complete the note being typed.
 */
function suggestions(value: string, knownNotes: readonly string[]): string[] {
  const cut = value.lastIndexOf(",");
  const before = cut < 0 ? "" : `${value.slice(0, cut + 1)} `;
  const chosen = new Set(before.split(",").map(noteKey));
  return knownNotes.filter((note) => !chosen.has(noteKey(note))).map((note) => before + note);
}

/**
 * Concentration, for whom, scent family and the notes pyramid's three layers; all optional. Only the notes field the
 * owner is in offers the list: three lists of every note were 7 kB of each product list page, typed in or not.
 */
export function PerfumeFields({ values, errors, edit, knownNotes }: Props) {
  const [typingIn, setTypingIn] = useState<NotesField | null>(null);
  const choice = (name: PerfumeChoice, label: string, options: readonly string[]) => (
    <FormField id={productFieldId(name)} label={label} error={errors[name]} look="compact" optional>
      {(control) => (
        <select {...control} value={values[name]} onChange={(event) => edit(name, event.target.value)} data-testid={productFieldId(name)}>
          <option value="">Not said</option>
          <Options values={options} />
        </select>
      )}
    </FormField>
  );
  const notes = (name: NotesField, label: string) => (
    <FormField id={productFieldId(name)} label={label} error={errors[name]} look="compact" optional hint="Separate notes with commas; a new note joins the shop's list.">
      {(control) => (
        <>
          <input {...control} list={`${productFieldId(name)}-list`} value={values[name]} onFocus={() => setTypingIn(name)} onChange={(event) => edit(name, event.target.value)} data-testid={productFieldId(name)} autoComplete="off" />
          <datalist id={`${productFieldId(name)}-list`}>{typingIn === name ? <Options values={suggestions(values[name], knownNotes)} /> : null}</datalist>
        </>
      )}
    </FormField>
  );
  return (
    <fieldset className={formStyles.form}>
      <legend className={formStyles.sectionTitle}>What the perfume is</legend>
      <div className={formStyles.grid}>
        {choice("concentration", "Concentration", CONCENTRATIONS)}
        {choice("forWhom", "For whom", FOR_WHOM)}
        {choice("family", "Scent family", SCENT_FAMILIES)}
      </div>
      <div className={formStyles.grid}>
        {notes("topNotes", "Top notes")}
        {notes("heartNotes", "Heart notes")}
        {notes("baseNotes", "Base notes")}
      </div>
    </fieldset>
  );
}
