/**
 * Collations as mongod takes them (ICU through the platform's Intl.Collator): a command's
 * `collation`, else its collection's default, decides how strings compare in filters, sorts,
 * distinct and unique indexes. `{ locale: "simple" }` (or none) is binary comparison, and is
 * represented by `undefined` throughout the engine.
 */
import { compare as mingoCompare, isEqual } from "mingo/util";
import { type Doc, isPlainObject } from "../bson-utils";
import { CommandError, ErrorCodes } from "../errors";

/** A collation spec as mongod normalises it (listIndexes and listCollections show this form). */
export interface CollationSpec {
  locale: string;
  caseLevel: boolean;
  caseFirst: "upper" | "lower" | "off";
  strength: 1 | 2 | 3 | 4 | 5;
  numericOrdering: boolean;
  alternate: "non-ignorable" | "shifted";
  maxVariable: "punct" | "space";
  normalization: boolean;
  backwards: boolean;
  version: string;
}

/** The ICU collator version mongod 7.0 reports. */
const ICU_VERSION = "57.1";
const ENUMS: Record<string, readonly string[]> = { caseFirst: ["upper", "lower", "off"], alternate: ["non-ignorable", "shifted"], maxVariable: ["punct", "space"] };
const BOOLEANS = ["caseLevel", "numericOrdering", "normalization", "backwards"];

function wrongType(field: string, value: unknown, expected: string): CommandError {
  const actual = typeof value === "number" ? (Number.isInteger(value) ? "int" : "double") : typeof value === "boolean" ? "bool" : Array.isArray(value) ? "array" : value === null ? "null" : typeof value;
  return new CommandError(ErrorCodes.TypeMismatch, `BSON field 'Collation.${field}' is the wrong type '${actual}', expected type '${expected}'`);
}

/**
 * Checks a collation document as mongod does and returns its normalised spec, or undefined for
 * the simple collation (also when `value` is undefined).
 */
export function parseCollation(value: unknown): CollationSpec | undefined {
  if (value === undefined) return undefined;
  if (!isPlainObject(value)) throw new CommandError(ErrorCodes.TypeMismatch, `BSON field 'collation' is the wrong type, expected type 'object'`);
  const known = new Set(["locale", "strength", "version", ...Object.keys(ENUMS), ...BOOLEANS]);
  for (const field of Object.keys(value)) {
    if (!known.has(field)) throw new CommandError(ErrorCodes.IDLUnknownField, `BSON field 'Collation.${field}' is an unknown field.`);
  }
  if (value.locale === undefined) throw new CommandError(ErrorCodes.IDLMissingField, "BSON field 'Collation.locale' is missing but a required field");
  if (typeof value.locale !== "string") throw wrongType("locale", value.locale, "string");
  for (const field of BOOLEANS) if (value[field] !== undefined && typeof value[field] !== "boolean") throw wrongType(field, value[field], "bool");
  for (const [field, allowed] of Object.entries(ENUMS)) {
    if (value[field] === undefined) continue;
    if (typeof value[field] !== "string") throw wrongType(field, value[field], "string");
    if (!allowed.includes(value[field] as string)) throw new CommandError(ErrorCodes.FailedToParse, `Enumeration value '${String(value[field])}' for field 'Collation.${field}' is not a valid value.`);
  }
  if (value.strength !== undefined && typeof value.strength !== "number") throw wrongType("strength", value.strength, "int");
  if (value.locale === "simple") {
    if (Object.keys(value).length > 1) throw new CommandError(ErrorCodes.BadValue, `Collation spec must not contain other fields when locale is 'simple': ${JSON.stringify(value)}`);
    return undefined;
  }
  const strength = value.strength ?? 3;
  if (![1, 2, 3, 4, 5].includes(strength as number)) throw new CommandError(ErrorCodes.BadValue, `Field 'strength' must be an integer 1 through 5. Got: ${String(strength)}`);
  if (value.caseFirst !== undefined && value.caseFirst !== "off" && (strength as number) === 1 && value.caseLevel !== true) {
    throw new CommandError(ErrorCodes.BadValue, "Cannot set caseFirst when strength is 1 and caseLevel is false");
  }
  const tag = value.locale.replace(/_/g, "-");
  let supported: string[] = [];
  try {
    supported = Intl.Collator.supportedLocalesOf([tag]);
  } catch {
    supported = [];
  }
  if (supported.length === 0) throw new CommandError(ErrorCodes.BadValue, `Field 'locale' is invalid in: ${JSON.stringify(value)}`);
  if (value.version !== undefined && value.version !== ICU_VERSION) {
    throw new CommandError(ErrorCodes.BadValue, `Requested collator version '${String(value.version)}' but the only available collator version was '${ICU_VERSION}'. Requested collation spec: ${JSON.stringify(value)}`);
  }
  return {
    locale: value.locale,
    caseLevel: value.caseLevel === true,
    caseFirst: (value.caseFirst as CollationSpec["caseFirst"] | undefined) ?? "off",
    strength: strength as CollationSpec["strength"],
    numericOrdering: value.numericOrdering === true,
    alternate: (value.alternate as CollationSpec["alternate"] | undefined) ?? "non-ignorable",
    maxVariable: (value.maxVariable as CollationSpec["maxVariable"] | undefined) ?? "punct",
    normalization: value.normalization === true,
    backwards: value.backwards === true,
    version: ICU_VERSION,
  };
}

/** A command's collation when it names one (simple included), else its collection's default. */
export function effectiveCollation(commandCollation: unknown, collectionOptions: Doc | undefined): CollationSpec | undefined {
  if (commandCollation !== undefined) return parseCollation(commandCollation);
  return collectionOptions?.collation as CollationSpec | undefined;
}

/**
 * Where the engine does not apply a collation yet: stages that group or join by value (they would
 * split values the collation finds equal) and aggregation expressions that compare (`$expr`,
 * `$project: { $eq }`...), which would compare binary. Refused (238) rather than answered otherwise.
 */
const UNCOLLATED_STAGES = new Set(["$group", "$bucket", "$bucketAuto", "$sortByCount", "$lookup", "$graphLookup", "$setWindowFields", "$unionWith"]);
const COMPARING_EXPRESSIONS = new Set(["$eq", "$ne", "$gt", "$gte", "$lt", "$lte", "$cmp", "$in", "$indexOfArray", "$setEquals", "$setIntersection", "$setUnion", "$setDifference", "$setIsSubset", "$sortArray", "$max", "$min"]);
const PLAIN_STAGES = new Set(["$sort", "$skip", "$limit", "$count", "$unset"]);

function firstKey(value: unknown, wanted: (key: string) => boolean): string | undefined {
  if (Array.isArray(value)) return value.map((item) => firstKey(item, wanted)).find((key) => key !== undefined);
  if (!isPlainObject(value)) return undefined;
  for (const [key, inner] of Object.entries(value)) {
    if (wanted(key)) return key;
    const found = firstKey(inner, wanted);
    if (found) return found;
  }
  return undefined;
}

function uncollatedIn(stages: unknown[]): string | undefined {
  for (const stage of stages) {
    if (!isPlainObject(stage)) continue;
    const [name, spec] = Object.entries(stage)[0] ?? [];
    if (name === undefined || PLAIN_STAGES.has(name)) continue;
    const found =
      name === "$match" ? firstKey(spec, (key) => key === "$expr")
      : name === "$facet" && isPlainObject(spec) ? uncollatedIn(Object.values(spec).flat())
      : UNCOLLATED_STAGES.has(name) ? name
      : firstKey(spec, (key) => COMPARING_EXPRESSIONS.has(key));
    if (found) return found;
  }
  return undefined;
}

/** Refuses a filter (as a `$match`) or pipeline that would compare strings without the collation it runs under. */
export function refuseUncollated(stages: unknown[], collation: CollationSpec | undefined): void {
  if (!collation) return;
  const found = uncollatedIn(stages);
  if (found) throw new CommandError(ErrorCodes.NotImplemented, `collation is not supported by the embedded engine with ${found} (only { locale: 'simple' })`);
}

/** Two collations (undefined: simple) are the same. */
export function sameCollation(a: CollationSpec | undefined, b: CollationSpec | undefined): boolean {
  if (!a || !b) return a === b;
  return JSON.stringify(parseCollation(a)) === JSON.stringify(parseCollation(b));
}

function intlOptions(spec: CollationSpec): Intl.CollatorOptions {
  const sensitivity = spec.strength === 1 ? (spec.caseLevel ? "case" : "base") : spec.strength === 2 ? (spec.caseLevel ? "variant" : "accent") : "variant";
  return {
    sensitivity,
    numeric: spec.numericOrdering,
    ignorePunctuation: spec.alternate === "shifted",
    ...(spec.caseFirst === "off" ? {} : { caseFirst: spec.caseFirst }),
  };
}

function containsString(value: unknown): boolean {
  if (typeof value === "string") return true;
  if (Array.isArray(value)) return value.some(containsString);
  return isPlainObject(value) && Object.values(value).some(containsString);
}

/** How one collation compares values: strings by ICU's rules, anything else as without it. */
export class Collation {
  private readonly collator: Intl.Collator;

  constructor(readonly spec: CollationSpec) {
    this.collator = new Intl.Collator(spec.locale.replace(/_/g, "-"), intlOptions(spec));
  }

  /** Whether the collation can change how `value` compares (it holds a string somewhere). */
  affects(value: unknown): boolean {
    return containsString(value);
  }

  compare(a: unknown, b: unknown): number {
    if (typeof a === "string" && typeof b === "string") return this.collator.compare(a, b);
    if (Array.isArray(a) && Array.isArray(b)) {
      for (let i = 0; i < Math.min(a.length, b.length); i++) {
        const order = this.compare(a[i], b[i]);
        if (order !== 0) return order;
      }
      return Math.sign(a.length - b.length);
    }
    if (isPlainObject(a) && isPlainObject(b)) {
      const left = Object.entries(a);
      const right = Object.entries(b);
      for (let i = 0; i < Math.min(left.length, right.length); i++) {
        const [leftKey, leftValue] = left[i] as [string, unknown];
        const [rightKey, rightValue] = right[i] as [string, unknown];
        if (leftKey !== rightKey) return leftKey < rightKey ? -1 : 1;
        const order = this.compare(leftValue, rightValue);
        if (order !== 0) return order;
      }
      return Math.sign(left.length - right.length);
    }
    return mingoCompare(a, b);
  }

  equals(a: unknown, b: unknown): boolean {
    if (!containsString(a) || !containsString(b)) return isEqual(a, b);
    if (typeof a === "string" || typeof b === "string") return typeof a === "string" && typeof b === "string" && this.collator.compare(a, b) === 0;
    if (Array.isArray(a) !== Array.isArray(b)) return false;
    return this.compare(a, b) === 0;
  }

  /**
   * A value standing for every value this collation finds equal to it, for a unique index's
   * buckets: strings are folded as the strength folds them (accents below 2, case below 3 unless
   * caseLevel), digits by their number with numericOrdering, spaces and punctuation dropped when
   * shifted. Other values are themselves.
   */
  key(value: unknown): unknown {
    if (typeof value === "string") return this.fold(value);
    if (Array.isArray(value)) return value.map((v) => this.key(v));
    if (isPlainObject(value) && containsString(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, this.key(v)]));
    return value;
  }

  private fold(text: string): string {
    let folded = text.normalize("NFD");
    if (this.spec.alternate === "shifted") folded = folded.replace(this.spec.maxVariable === "space" ? /\s/gu : /[\s\p{P}]/gu, "");
    if (this.spec.strength === 1) folded = folded.replace(/\p{M}/gu, "");
    if (this.spec.strength <= 2 && !this.spec.caseLevel) folded = folded.toLowerCase();
    if (this.spec.numericOrdering) folded = folded.replace(/\d+/g, (digits) => digits.replace(/^0+(?=\d)/, ""));
    return folded;
  }
}

/**
 * The collation of a mingo operator's options: query.ts passes the fields mingo's own `$sort`
 * reads (the others are their defaults there); undefined when the read has none.
 */
export function collationInOptions(options: unknown): Collation | undefined {
  const given = (options as { collation?: Partial<CollationSpec> } | undefined)?.collation;
  return given ? collationOf({ maxVariable: "punct", normalization: false, backwards: false, version: ICU_VERSION, ...given } as CollationSpec) : undefined;
}

const collations = new Map<string, Collation>();

/** The (shared) comparer of a normalised spec; undefined for the simple collation. */
export function collationOf(spec: CollationSpec | undefined): Collation | undefined {
  if (!spec) return undefined;
  const id = JSON.stringify(spec);
  let collation = collations.get(id);
  if (!collation) {
    collation = new Collation(spec);
    collations.set(id, collation);
  }
  return collation;
}
