import { z } from "zod";

export const MAX_SEARCH_LENGTH = 100;

// Control characters never belong in a search, and a NUL cannot even be sent to MongoDB in a pattern.
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/g;

/** A search box's term as an API takes it: trimmed, bounded, control characters refused. */
export const searchTermSchema = z
  .string()
  .trim()
  .max(MAX_SEARCH_LENGTH, `Search must be at most ${MAX_SEARCH_LENGTH} characters`)
  .refine((term) => !new RegExp(CONTROL_CHARACTERS.source).test(term), "Search must not contain control characters");

/** A search term read leniently from a page's URL: control characters dropped, then trimmed and bounded. */
export function cleanSearchTerm(raw: string): string {
  return raw.replace(CONTROL_CHARACTERS, "").trim().slice(0, MAX_SEARCH_LENGTH);
}

/**
 * The term as results depend on it: matching ignores case and runs of spaces, so "Oud", " oud "
 * and "OUD" are one search and one cached page.
 */
export function normalizedSearchTerm(raw: string): string {
  return cleanSearchTerm(raw).replace(/\s+/g, " ").toLowerCase();
}

/** Matches the term anywhere, case-insensitively, as plain text (never as a pattern the shopper wrote). */
export function searchPattern(term: string): RegExp {
  return new RegExp(term.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"), "i");
}
