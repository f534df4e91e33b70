/**
 * Text indexes and `$text`, as mongod (textIndexVersion 3) builds and scores them: each weighted
 * field's strings are split into words (Unicode letters and digits; case and diacritics folded),
 * English stop words are dropped and the rest stemmed with Snowball's English stemmer (the
 * libstemmer algorithm mongod uses), and a document's score for a term is mongod's:
 * weight × Σ 1/2^k over the term's occurrences × (0.5 + 0.5 × occurrences / words in the field),
 * × 1.1 when the field is that one word. A query's score is the sum over its distinct terms.
 * `$search` takes terms (any one matches), "phrases" (all must appear in an indexed field),
 * -negated terms and -"negated phrases". Languages: english (default) and none (no stop words,
 * no stemming); others are refused.
 */
import * as snowball from "snowball-stemmers";
import { type Doc, isPlainObject, valuesAtPath } from "../bson-utils";
import { CommandError, ErrorCodes } from "../errors";
import type { IndexSpec } from "./indexes";

/** mongod's English stop word list (src/mongo/db/fts/stop_words_english.txt). */
const ENGLISH_STOP_WORDS = new Set(
  (
    "a about above after again against all am an and any are aren't as at be because been before being below between both but by " +
    "can't cannot could couldn't did didn't do does doesn't doing don't down during each few for from further had hadn't has " +
    "hasn't have haven't having he he'd he'll he's her here here's hers herself him himself his how how's i i'd i'll i'm i've " +
    "if in into is isn't it it's its itself let's me more most mustn't my myself no nor not of off on once only or other ought " +
    "our ours ourselves out over own same shan't she she'd she'll she's should shouldn't so some such than that that's the " +
    "their theirs them themselves then there there's these they they'd they'll they're they've this those through to too " +
    "under until up very was wasn't we we'd we'll we're we've were weren't what what's when when's where where's which while " +
    "who who's whom why why's with won't would wouldn't you you'd you'll you're you've your yours yourself yourselves"
  ).split(" "),
);

const englishStemmer = snowball.newStemmer("english");

type Language = "english" | "none";

/** The language names mongod accepts for English and for none. */
const LANGUAGES: Record<string, Language> = { english: "english", en: "english", none: "none" };

function languageOf(name: unknown, where: string): Language {
  if (typeof name !== "string") throw new CommandError(ErrorCodes.BadValue, `${where} must be a string`);
  const language = LANGUAGES[name.toLowerCase()];
  if (!language) {
    throw new CommandError(ErrorCodes.NotImplemented, `text search in language '${name}' is not supported by the embedded engine (english and none are)`);
  }
  return language;
}

interface FoldOptions {
  caseSensitive: boolean;
  diacriticSensitive: boolean;
}

const INSENSITIVE: FoldOptions = { caseSensitive: false, diacriticSensitive: false };

function fold(text: string, options: FoldOptions): string {
  let out = options.caseSensitive ? text : text.toLowerCase();
  if (!options.diacriticSensitive) out = out.normalize("NFD").replace(/\p{M}/gu, "");
  return out;
}

/** Words: runs of letters and digits; in English an apostrophe between letters stays inside (don't). */
function words(text: string, language: Language): string[] {
  const pattern = language === "english" ? /[\p{L}\p{N}]+(?:'[\p{L}\p{N}]+)*/gu : /[\p{L}\p{N}]+/gu;
  return text.match(pattern) ?? [];
}

/** The index terms of one word: none for a stop word, else its stem. */
function term(word: string, language: Language, options: FoldOptions): string | undefined {
  const folded = fold(word, options);
  if (language === "none") return folded;
  if (ENGLISH_STOP_WORDS.has(folded.toLowerCase())) return undefined;
  // The stemmer works on lower case; a case-sensitive term keeps its case where the stem does.
  const stem = englishStemmer.stem(folded.toLowerCase());
  return options.caseSensitive && folded.toLowerCase().startsWith(stem) ? folded.slice(0, stem.length) : stem;
}

// ---- index specs

export function isTextIndexKey(key: Doc): boolean {
  return Object.values(key).includes("text") || "_fts" in key;
}

/**
 * A text index spec as mongod stores and lists it: the text fields become `_fts: "text",
 * _ftsx: 1` (other fields before and after stay), their weights (1 unless given) go to `weights`,
 * with `default_language`, `language_override` and `textIndexVersion: 3`.
 */
export function normalizeTextSpec(spec: IndexSpec): IndexSpec {
  if ("_fts" in spec.key) return spec;
  const key: Doc = {};
  const weights: Doc = {};
  for (const [field, kind] of Object.entries(spec.key)) {
    if (kind === "text") {
      if (!("_fts" in key)) {
        key._fts = "text";
        key._ftsx = 1;
      }
      weights[field] = 1;
    } else key[field] = kind;
  }
  if (isPlainObject(spec.weights)) {
    for (const [field, weight] of Object.entries(spec.weights)) {
      if (typeof weight !== "number" || !(weight >= 1 && weight <= 99999)) {
        throw new CommandError(ErrorCodes.CannotCreateIndex, `text index weight must be in the exclusive interval (0,100000) but found: ${String(weight)}`);
      }
      weights[field] = weight;
    }
  }
  const defaultLanguage = spec.default_language ?? "english";
  languageOf(defaultLanguage, "default_language");
  const { v, name, key: _key, weights: _weights, default_language: _language, language_override: _override, textIndexVersion: _version, ...options } = spec;
  return {
    v: v ?? 2,
    key,
    name,
    ...options,
    weights: Object.fromEntries(Object.entries(weights).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))),
    default_language: defaultLanguage,
    language_override: spec.language_override ?? "language",
    textIndexVersion: 3,
  };
}

// ---- queries

export interface TextQuery {
  terms: string[];
  negatedTerms: string[];
  phrases: string[];
  negatedPhrases: string[];
  language: Language;
  options: FoldOptions;
}

/** Parses `$text: { $search, $language, $caseSensitive, $diacriticSensitive }` as mongod does. */
export function parseTextQuery(spec: unknown, defaultLanguage: string): TextQuery {
  if (!isPlainObject(spec)) throw new CommandError(ErrorCodes.BadValue, "$text expects an object");
  for (const key of Object.keys(spec)) {
    if (!["$search", "$language", "$caseSensitive", "$diacriticSensitive"].includes(key)) {
      throw new CommandError(ErrorCodes.BadValue, `Unexpected field ${key} in $text subobject`);
    }
  }
  if (typeof spec.$search !== "string") throw new CommandError(ErrorCodes.BadValue, "$search required to be a string");
  const language = languageOf(spec.$language ?? defaultLanguage, "$language");
  const options: FoldOptions = { caseSensitive: spec.$caseSensitive === true, diacriticSensitive: spec.$diacriticSensitive === true };
  const terms = new Set<string>();
  const negatedTerms = new Set<string>();
  const phrases: string[] = [];
  const negatedPhrases: string[] = [];
  const search = spec.$search;
  // Phrases are the text between pairs of quotes; a '-' just before the opening quote negates it.
  const addWords = (text: string, into: Set<string>) => {
    for (const word of words(text, language)) {
      const t = term(word, language, options);
      if (t) into.add(t);
    }
  };
  let rest = "";
  let i = 0;
  while (i < search.length) {
    const quote = search.indexOf('"', i);
    const close = quote < 0 ? -1 : search.indexOf('"', quote + 1);
    if (quote < 0 || close < 0) {
      rest += search.slice(i);
      break;
    }
    const negated = quote > 0 && search[quote - 1] === "-" && (quote === 1 || /\s/.test(search[quote - 2] as string));
    rest += `${search.slice(i, negated ? quote - 1 : quote)} `;
    const phrase = search.slice(quote + 1, close);
    if (negated) negatedPhrases.push(phrase);
    else {
      phrases.push(phrase);
      addWords(phrase, terms);
    }
    i = close + 1;
  }
  // Outside phrases: a token starting with '-' (after a space or at the start) is negated.
  for (const token of rest.split(/\s+/)) {
    if (token.startsWith("-")) addWords(token.slice(1), negatedTerms);
    else addWords(token, terms);
  }
  return { terms: [...terms], negatedTerms: [...negatedTerms], phrases, negatedPhrases, language, options };
}

// ---- documents

export interface TextIndexInfo {
  name: string;
  weights: [string, number][];
  defaultLanguage: string;
  languageOverride: string;
  /** Fields before `_fts` in the key: a $text query needs an equality on each. */
  prefix: string[];
}

export function textIndexInfo(spec: IndexSpec): TextIndexInfo {
  const keys = Object.keys(spec.key);
  return {
    name: spec.name,
    weights: Object.entries((spec.weights as Doc | undefined) ?? {}).map(([field, weight]) => [field, Number(weight)]),
    defaultLanguage: String(spec.default_language ?? "english"),
    languageOverride: String(spec.language_override ?? "language"),
    prefix: keys.slice(0, keys.indexOf("_fts")),
  };
}

/** The strings a weighted field holds (arrays crossed); `$**` is every string in the document. */
function stringsAt(doc: Doc, field: string): string[] {
  if (field === "$**") {
    const out: string[] = [];
    const walk = (value: unknown) => {
      if (typeof value === "string") out.push(value);
      else if (Array.isArray(value)) value.forEach(walk);
      else if (isPlainObject(value)) Object.values(value).forEach(walk);
    };
    walk(doc);
    return out;
  }
  return valuesAtPath(doc, field).filter((v): v is string => typeof v === "string");
}

/** mongod's per-term score of one field's string (FTSSpec::_scoreStringV2). */
function scoreString(text: string, weight: number, language: Language, scores: Map<string, number>): void {
  const counts = new Map<string, { count: number; freq: number; exp: number }>();
  let tokens = 0;
  for (const word of words(text, language)) {
    const t = term(word, language, INSENSITIVE);
    if (!t) continue;
    const data = counts.get(t) ?? { count: 0, freq: 0, exp: 0 };
    data.exp = data.exp ? data.exp * 2 : 1;
    data.count += 1;
    data.freq += 1 / data.exp;
    counts.set(t, data);
    tokens++;
  }
  for (const [t, data] of counts) {
    const coeff = (0.5 * data.count) / tokens + 0.5;
    const adjustment = text.length === t.length && text.toLowerCase() === t ? 1.1 : 1;
    scores.set(t, (scores.get(t) ?? 0) + weight * data.freq * coeff * adjustment);
  }
}

/** A document's score for the query, or undefined when it does not match. */
export function textScore(doc: Doc, index: TextIndexInfo, query: TextQuery): number | undefined {
  if (query.terms.length === 0) return undefined;
  const override = doc[index.languageOverride];
  const language = override === undefined ? languageOf(index.defaultLanguage, "default_language") : languageOf(override, index.languageOverride);
  const scores = new Map<string, number>();
  const fieldStrings: string[] = [];
  for (const [field, weight] of index.weights) {
    for (const text of stringsAt(doc, field)) {
      fieldStrings.push(text);
      scoreString(text, weight, language, scores);
    }
  }
  if (fieldStrings.length === 0) return undefined;
  const sensitive = query.options.caseSensitive || query.options.diacriticSensitive;
  // Case- or diacritic-sensitive queries also need the term in that exact form.
  const exactTerms = sensitive ? new Set(fieldStrings.flatMap((s) => words(s, language).map((w) => term(w, language, query.options)))) : undefined;
  let score = 0;
  let matched = false;
  for (const t of query.terms) {
    const key = sensitive ? fold(t, INSENSITIVE) : t;
    const s = scores.get(key);
    if (s === undefined || (exactTerms && !exactTerms.has(t))) continue;
    score += s;
    matched = true;
  }
  if (!matched) return undefined;
  for (const t of query.negatedTerms) {
    if (exactTerms ? exactTerms.has(t) : scores.has(t)) return undefined;
  }
  const folded = fieldStrings.map((s) => fold(s, query.options));
  const contains = (phrase: string) => folded.some((s) => s.includes(fold(phrase, query.options)));
  if (!query.phrases.every(contains)) return undefined;
  if (query.negatedPhrases.some(contains)) return undefined;
  return score;
}

/** The `$text` clause of a filter: at its top level or in its top-level `$and`; the filter without it. */
export function splitTextClause(filter: Doc): { text: unknown; rest: Doc } | undefined {
  if ("$text" in filter) {
    const { $text, ...rest } = filter;
    return { text: $text, rest };
  }
  if (Array.isArray(filter.$and)) {
    const at = filter.$and.findIndex((clause) => isPlainObject(clause) && "$text" in clause);
    if (at < 0) return undefined;
    const clause = filter.$and[at] as Doc;
    const { $text, ...clauseRest } = clause;
    const and = filter.$and.filter((_, i) => i !== at);
    if (Object.keys(clauseRest).length > 0) and.push(clauseRest);
    const { $and: _and, ...others } = filter;
    return { text: $text, rest: and.length > 0 ? { ...others, $and: and } : others };
  }
  return undefined;
}

/** Whether a filter names `$text` anywhere (nested places are refused as mongod refuses them). */
export function mentionsText(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(mentionsText);
  if (!isPlainObject(value)) return false;
  return Object.entries(value).some(([k, v]) => k === "$text" || mentionsText(v));
}
