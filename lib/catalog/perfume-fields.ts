import "server-only";
import type { Concentration, ForWhom, ScentFamily, ScentNotes } from "@/lib/vocabulary/perfume";
import { settleNotes } from "./scent-notes";

interface PerfumeForm {
  concentration?: Concentration;
  forWhom?: ForWhom;
  family?: ScentFamily;
  topNotes: string[];
  heartNotes: string[];
  baseNotes: string[];
}

/** What the product form says a perfume is, as the product stores it: a field left empty is removed. */
export async function perfumeOf(form: PerfumeForm): Promise<{ concentration?: Concentration; forWhom?: ForWhom; family?: ScentFamily; scentNotes?: ScentNotes }> {
  return {
    concentration: form.concentration,
    forWhom: form.forWhom,
    family: form.family,
    scentNotes: await settleNotes({ top: form.topNotes, heart: form.heartNotes, base: form.baseNotes }),
  };
}
