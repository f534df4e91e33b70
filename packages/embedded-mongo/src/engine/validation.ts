import type { Query } from "mingo";
import { type Doc, isPlainObject } from "../bson-utils";
import { CommandError, ErrorCodes } from "../errors";
import { compileJsonSchema } from "./json-schema";
import { compileFilter } from "./query";

/**
 * Collection validators (create / collMod `validator`, `validationLevel`, `validationAction`)
 * with query-operator and `$jsonSchema` rules, as mongod applies them: every insert and update is checked unless
 * the level is "off" or the command sets bypassDocumentValidation; "moderate" skips updates to
 * documents that were already invalid; "warn" lets the write through.
 */

const LEVELS = ["off", "strict", "moderate"];
const ACTIONS = ["error", "warn"];

export interface ValidationOptions {
  validator?: Doc;
  validationLevel?: string;
  validationAction?: string;
}

const compiled = new WeakMap<Doc, Query>();

function compile(validator: Doc): Query {
  let query = compiled.get(validator);
  if (!query) {
    query = compileFilter(validator);
    compiled.set(validator, query);
  }
  return query;
}

function mentions(value: unknown, operator: string): boolean {
  if (Array.isArray(value)) return value.some((v) => mentions(v, operator));
  if (!isPlainObject(value)) return false;
  return Object.entries(value).some(([k, v]) => k === operator || mentions(v, operator));
}

/** Checks the options a create or collMod command sets, before anything is stored. */
export function checkValidationOptions(command: string, options: ValidationOptions): void {
  const { validator, validationLevel, validationAction } = options;
  if (validator !== undefined) {
    if (!isPlainObject(validator)) throw new CommandError(ErrorCodes.TypeMismatch, `BSON field '${command}.validator' is the wrong type, expected type 'object'`);
    for (const banned of ["$where", "$near", "$nearSphere", "$text"]) {
      if (mentions(validator, banned)) throw new CommandError(ErrorCodes.QueryFeatureNotAllowed, `${banned} is not allowed in this context`);
    }
    compile(validator);
  }
  if (validationLevel !== undefined && !LEVELS.includes(validationLevel)) {
    throw new CommandError(ErrorCodes.BadValue, `Enumeration value '${String(validationLevel)}' for field '${command}.validationLevel' is not a valid value.`);
  }
  if (validationAction !== undefined && !ACTIONS.includes(validationAction)) {
    throw new CommandError(ErrorCodes.BadValue, `Enumeration value '${String(validationAction)}' for field '${command}.validationAction' is not a valid value.`);
  }
}

function passes(validator: Doc, doc: Doc): boolean {
  return compile(validator).test(doc);
}

/**
 * mongod explains which clause failed in errInfo.details; this names the failing top-level
 * clauses with their specification (mongod also gives a reason per operator, not repeated here).
 */
function details(validator: Doc, doc: Doc): Doc {
  const clauses = Object.entries(validator).map(([key, value]) => ({ [key]: value }));
  const failing = clauses.map((clause, index) => ({ clause, index })).filter(({ clause }) => !passes(clause, doc));
  const describe = (clause: Doc): Doc => {
    const [key, value] = Object.entries(clause)[0] as [string, unknown];
    if (key === "$jsonSchema") {
      const title = isPlainObject(value) && value.title !== undefined ? { title: value.title } : {};
      return { operatorName: key, ...title, schemaRulesNotSatisfied: compileJsonSchema(value).failures(doc) };
    }
    const operator = key.startsWith("$") ? key : isPlainObject(value) && Object.keys(value)[0]?.startsWith("$") ? Object.keys(value)[0] : "$eq";
    return { operatorName: operator, specifiedAs: clause, reason: "expression did not match" };
  };
  if (clauses.length === 1 && failing[0]) return describe(failing[0].clause);
  return {
    operatorName: "$and",
    clausesNotSatisfied: failing.map(({ clause, index }) => ({ index, details: describe(clause) })),
  };
}

/**
 * Throws DocumentValidationFailure (121) when `next` may not be stored. `previous` is the
 * stored version for updates (undefined for inserts and upsert inserts).
 */
export function enforceValidator(options: Doc, next: Doc, previous: Doc | undefined, bypass: boolean): void {
  const validator = options.validator as Doc | undefined;
  if (bypass || !validator || Object.keys(validator).length === 0) return;
  const level = (options.validationLevel as string | undefined) ?? "strict";
  if (level === "off") return;
  if (level === "moderate" && previous && !passes(validator, previous)) return;
  if (passes(validator, next)) return;
  if (((options.validationAction as string | undefined) ?? "error") === "warn") return;
  throw new CommandError(ErrorCodes.DocumentValidationFailure, "Document failed validation", {
    errInfo: { failingDocumentId: next._id, details: details(validator, next) },
  });
}
