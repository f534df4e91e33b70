import { z } from "zod";
import { CONCENTRATIONS, FOR_WHOM, MAX_NOTE_LENGTH, MAX_NOTES_PER_LAYER, noteKey, noteName, SCENT_FAMILIES } from "@/lib/vocabulary/perfume";

export const PERFUME_MESSAGES = {
  concentration: `Concentration must be one of ${CONCENTRATIONS.join(", ")}`,
  forWhom: `For whom must be one of ${FOR_WHOM.join(", ")}`,
  family: `Scent family must be one of ${SCENT_FAMILIES.join(", ")}`,
  notes: `List at most ${MAX_NOTES_PER_LAYER} notes, separated by commas, each at most ${MAX_NOTE_LENGTH} characters`,
  noteTaken: "A note appears twice in this perfume",
} as const;

const blankToUndefined = (value: unknown) => (value === "" || value === null ? undefined : value);

/** A form sends a layer as "Oud, Saffron"; a JSON body may send a list. Either way: one spelling each, in the owner's order. */
const noteList = z.preprocess(
  (value) => (typeof value === "string" ? value.split(",") : value ?? []),
  z
    .array(z.string({ error: PERFUME_MESSAGES.notes }).max(MAX_NOTE_LENGTH, PERFUME_MESSAGES.notes), { error: PERFUME_MESSAGES.notes })
    .transform((names) => names.map(noteName).filter(Boolean))
    .pipe(z.array(z.string()).max(MAX_NOTES_PER_LAYER, PERFUME_MESSAGES.notes)),
);

/** The product form's perfume fields: each may be left empty, as it is for a diffuser. */
export const perfumeFields = {
  concentration: z.preprocess(blankToUndefined, z.enum(CONCENTRATIONS, { error: PERFUME_MESSAGES.concentration }).optional()),
  forWhom: z.preprocess(blankToUndefined, z.enum(FOR_WHOM, { error: PERFUME_MESSAGES.forWhom }).optional()),
  family: z.preprocess(blankToUndefined, z.enum(SCENT_FAMILIES, { error: PERFUME_MESSAGES.family }).optional()),
  topNotes: noteList,
  heartNotes: noteList,
  baseNotes: noteList,
};

type NoteFields = { topNotes: string[]; heartNotes: string[]; baseNotes: string[] };

/** A note sits in one layer of a perfume, once. */
export function checkNotes(form: NoteFields, context: z.RefinementCtx) {
  const seen = new Set<string>();
  for (const field of ["topNotes", "heartNotes", "baseNotes"] as const) {
    for (const name of form[field]) {
      if (seen.has(noteKey(name))) context.addIssue({ code: "custom", path: [field], message: PERFUME_MESSAGES.noteTaken });
      seen.add(noteKey(name));
    }
  }
}
