/**
 * `$jsonSchema` as mongod implements it (draft 4 with `bsonType`, without `$ref`, `format` and
 * the other keywords mongod refuses): a schema is checked and compiled once, then tests documents
 * and, on failure, says which rules failed in mongod's `schemaRulesNotSatisfied` shape, which
 * errInfo.details of a DocumentValidationFailure carries. Keywords about one kind of value
 * (`minimum`, `pattern`, `items`...) pass values of other kinds, as JSON Schema says.
 */
import { type Doc, isDoubleAt, isPlainObject } from "../bson-utils";
import { CommandError, ErrorCodes } from "../errors";
import { keyOf } from "../keys";
import { typeName } from "./update-checks";

const UNSUPPORTED = new Set(["$ref", "$schema", "default", "definitions", "format", "id"]);
const KNOWN = new Set([
  "bsonType", "type", "required", "properties", "additionalProperties", "patternProperties", "minProperties", "maxProperties",
  "dependencies", "enum", "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "multipleOf", "minLength", "maxLength",
  "pattern", "items", "additionalItems", "minItems", "maxItems", "uniqueItems", "allOf", "anyOf", "oneOf", "not", "title",
  "description", "encrypt", "encryptMetadata",
]);
const JSON_TYPES = new Set(["object", "array", "number", "boolean", "string", "null"]);
const BSON_TYPES = new Set([
  "double", "string", "object", "array", "binData", "undefined", "objectId", "bool", "date", "null", "regex", "dbPointer",
  "javascript", "symbol", "javascriptWithScope", "int", "timestamp", "long", "decimal", "minKey", "maxKey", "number",
]);
const NUMBER_TYPES = new Set(["double", "int", "long", "decimal"]);
/** JSON Schema's names for the BSON types of a value (`type`), as mongod maps them. */
const JSON_TYPE_OF: Record<string, string> = { double: "number", int: "number", long: "number", decimal: "number", bool: "boolean", string: "string", object: "object", array: "array", null: "null" };

/** One rule that a value broke, shaped as mongod reports it. */
export type SchemaFailure = Doc;
type Check = (value: unknown, type: string) => SchemaFailure[];

function parseError(message: string): CommandError {
  return new CommandError(ErrorCodes.FailedToParse, message);
}

function typeError(keyword: string, expected: string): CommandError {
  return new CommandError(ErrorCodes.TypeMismatch, `$jsonSchema keyword '${keyword}' must be ${expected}`);
}

function isNumber(value: unknown): boolean {
  return typeof value === "number" || NUMBER_TYPES.has(typeName(value));
}

function numberOf(value: unknown): number {
  return typeof value === "number" ? value : Number(String(value));
}

function nonNegativeInteger(keyword: string, value: unknown): number {
  const n = isNumber(value) ? numberOf(value) : Number.NaN;
  if (!Number.isInteger(n)) throw typeError(keyword, "a number");
  if (n < 0) throw parseError(`$jsonSchema keyword '${keyword}' must be a non-negative integer`);
  return n;
}

function stringList(keyword: string, value: unknown): string[] {
  if (!Array.isArray(value)) throw typeError(keyword, "an array");
  if (keyword === "required" && value.length === 0) throw parseError("$jsonSchema keyword 'required' cannot be an empty array");
  if (!value.every((v) => typeof v === "string")) throw typeError(keyword, "an array of strings");
  if (new Set(value).size !== value.length) throw parseError(`$jsonSchema keyword '${keyword}' array cannot contain duplicate values`);
  return value as string[];
}

function typeList(keyword: "type" | "bsonType", value: unknown): string[] {
  const names = typeof value === "string" ? [value] : Array.isArray(value) ? value : null;
  if (!names || names.length === 0 || !names.every((n) => typeof n === "string")) throw typeError(keyword, "either a string or an array of strings");
  const known = keyword === "type" ? JSON_TYPES : BSON_TYPES;
  for (const name of names as string[]) {
    if (keyword === "type" && name === "integer") throw new CommandError(ErrorCodes.BadValue, "$jsonSchema type 'integer' is not currently supported.");
    if (!known.has(name)) throw new CommandError(ErrorCodes.BadValue, `Unknown type name alias: ${name}`);
  }
  return names as string[];
}

function schemaOf(keyword: string, value: unknown): Doc {
  if (!isPlainObject(value)) throw typeError(keyword, "an object");
  return value;
}

function schemaList(keyword: string, value: unknown): Doc[] {
  if (!Array.isArray(value) || value.length === 0) throw typeError(keyword, "a nonempty array");
  return value.map((v) => schemaOf(keyword, v));
}

function regexOf(keyword: string, source: unknown): RegExp {
  if (typeof source !== "string") throw typeError(keyword, "a string");
  try {
    return new RegExp(source, "u");
  } catch {
    throw parseError(`$jsonSchema keyword '${keyword}' has an invalid regular expression: ${source}`);
  }
}

/** The type name of `holder[key]`, where a whole-number double keeps its type (bson-utils). */
function typeAt(holder: unknown, key: string): string {
  const value = (holder as Record<string, unknown>)[key];
  return typeof value === "number" && isDoubleAt(holder, key) ? "double" : typeName(value);
}

function failure(operatorName: string, specifiedAs: unknown, reason: string, value?: { value: unknown; type: string }, extra: Doc = {}): SchemaFailure {
  return { operatorName, specifiedAs: { [operatorName]: specifiedAs }, reason, ...(value ? { consideredValue: value.value, consideredType: value.type } : {}), ...extra };
}

/** Compiles one (sub)schema into a check of a value whose BSON type name is given. */
function compileSchema(schema: Doc): Check {
  for (const keyword of Object.keys(schema)) {
    if (UNSUPPORTED.has(keyword)) throw parseError(`$jsonSchema keyword '${keyword}' is not currently supported`);
    if (!KNOWN.has(keyword)) throw parseError(`Unknown $jsonSchema keyword: ${keyword}`);
  }
  if ("type" in schema && "bsonType" in schema) throw parseError("Cannot specify both $jsonSchema keywords 'type' and 'bsonType'");
  for (const text of ["title", "description"]) {
    if (text in schema && typeof schema[text] !== "string") throw typeError(text, "a string");
  }
  const checks: Check[] = [];
  const add = (check: Check) => checks.push(check);

  if (schema.bsonType !== undefined) {
    const wanted = typeList("bsonType", schema.bsonType);
    add((value, type) => (wanted.some((w) => w === type || (w === "number" && NUMBER_TYPES.has(type))) ? [] : [failure("bsonType", schema.bsonType, "type did not match", { value, type })]));
  }
  if (schema.type !== undefined) {
    const wanted = typeList("type", schema.type);
    add((value, type) => (wanted.includes(JSON_TYPE_OF[type] ?? "") ? [] : [failure("type", schema.type, "type did not match", { value, type })]));
  }
  if (schema.enum !== undefined) {
    if (!Array.isArray(schema.enum) || schema.enum.length === 0) throw typeError("enum", "a nonempty array");
    const keys = new Set(schema.enum.map(keyOf));
    add((value, type) => (keys.has(keyOf(value)) ? [] : [failure("enum", schema.enum, "value was not found in enum", { value, type })]));
  }
  addNumberChecks(schema, add);
  addStringChecks(schema, add);
  addObjectChecks(schema, add);
  addArrayChecks(schema, add);
  addLogicChecks(schema, add);
  return (value, type) => checks.flatMap((check) => check(value, type));
}

function addNumberChecks(schema: Doc, add: (check: Check) => void): void {
  for (const [bound, exclusive, below] of [["minimum", "exclusiveMinimum", false], ["maximum", "exclusiveMaximum", true]] as const) {
    if (schema[exclusive] !== undefined) {
      if (typeof schema[exclusive] !== "boolean") throw typeError(exclusive, "a boolean");
      if (schema[bound] === undefined) throw parseError(`$jsonSchema keyword '${bound}' must be a present if ${exclusive} is present`);
    }
    if (schema[bound] === undefined) continue;
    if (!isNumber(schema[bound])) throw typeError(bound, "a number");
    const limit = numberOf(schema[bound]);
    const strict = schema[exclusive] === true;
    add((value, type) => {
      if (!NUMBER_TYPES.has(type)) return [];
      const n = numberOf(value);
      const ok = below ? (strict ? n < limit : n <= limit) : strict ? n > limit : n >= limit;
      if (ok) return [];
      const specified = strict ? { [bound]: schema[bound], [exclusive]: true } : { [bound]: schema[bound] };
      return [{ operatorName: bound, specifiedAs: specified, reason: "comparison failed", consideredValue: value }];
    });
  }
  if (schema.multipleOf !== undefined) {
    if (!isNumber(schema.multipleOf)) throw typeError("multipleOf", "a number");
    const divisor = numberOf(schema.multipleOf);
    if (!(divisor > 0)) throw parseError("$jsonSchema keyword 'multipleOf' must have a positive value");
    add((value, type) => (!NUMBER_TYPES.has(type) || numberOf(value) % divisor === 0 ? [] : [failure("multipleOf", schema.multipleOf, "considered value is not a multiple of the specified value", { value, type })]));
  }
}

function addStringChecks(schema: Doc, add: (check: Check) => void): void {
  for (const [keyword, longest] of [["minLength", false], ["maxLength", true]] as const) {
    if (schema[keyword] === undefined) continue;
    const limit = nonNegativeInteger(keyword, schema[keyword]);
    add((value, type) => {
      if (type !== "string") return [];
      const length = [...(value as string)].length;
      return (longest ? length <= limit : length >= limit) ? [] : [failure(keyword, schema[keyword], `specified string length was not satisfied`, { value, type })];
    });
  }
  if (schema.pattern !== undefined) {
    const pattern = regexOf("pattern", schema.pattern);
    add((value, type) => (type !== "string" || pattern.test(value as string) ? [] : [failure("pattern", schema.pattern, "regular expression did not match", { value, type })]));
  }
}

function addObjectChecks(schema: Doc, add: (check: Check) => void): void {
  const propertyChecks = new Map<string, Check>();
  if (schema.properties !== undefined) {
    const descriptions = new Map<string, unknown>();
    for (const [name, sub] of Object.entries(schemaOf("properties", schema.properties))) {
      propertyChecks.set(name, compileSchema(schemaOf(`properties.${name}`, sub)));
      if ((sub as Doc).description !== undefined) descriptions.set(name, (sub as Doc).description);
    }
    add((value, type) => {
      if (type !== "object") return [];
      const notSatisfied = [...propertyChecks].flatMap(([name, check]) => {
        if (!(name in (value as Doc))) return [];
        const details = check((value as Doc)[name], typeAt(value, name));
        const description = descriptions.has(name) ? { description: descriptions.get(name) } : {};
        return details.length ? [{ propertyName: name, ...description, details }] : [];
      });
      return notSatisfied.length ? [{ operatorName: "properties", propertiesNotSatisfied: notSatisfied }] : [];
    });
  }
  const patterns: [RegExp, Check][] = [];
  if (schema.patternProperties !== undefined) {
    for (const [source, sub] of Object.entries(schemaOf("patternProperties", schema.patternProperties))) patterns.push([regexOf("patternProperties", source), compileSchema(schemaOf("patternProperties", sub))]);
    add((value, type) => {
      if (type !== "object") return [];
      const failed = Object.keys(value as Doc).flatMap((name) => patterns.filter(([pattern]) => pattern.test(name)).flatMap(([, check]) => check((value as Doc)[name], typeAt(value, name)).map((details) => ({ propertyName: name, details: [details] }))));
      return failed.length ? [{ operatorName: "patternProperties", details: failed }] : [];
    });
  }
  if (schema.additionalProperties !== undefined) {
    const extra = schema.additionalProperties;
    const check = typeof extra === "boolean" ? undefined : compileSchema(schemaOf("additionalProperties", extra));
    if (typeof extra !== "boolean" && !isPlainObject(extra)) throw typeError("additionalProperties", "an object or a boolean");
    add((value, type) => {
      if (type !== "object") return [];
      const additional = Object.keys(value as Doc).filter((name) => !propertyChecks.has(name) && !patterns.some(([pattern]) => pattern.test(name)));
      if (extra === true || additional.length === 0) return [];
      if (extra === false) return [{ operatorName: "additionalProperties", specifiedAs: { additionalProperties: false }, additionalProperties: additional }];
      const failed = additional.flatMap((name) => (check as Check)((value as Doc)[name], typeAt(value, name)).map((details) => ({ propertyName: name, details: [details] })));
      return failed.length ? [{ operatorName: "additionalProperties", details: failed }] : [];
    });
  }
  if (schema.required !== undefined) {
    const required = stringList("required", schema.required);
    add((value, type) => {
      if (type !== "object") return [];
      const missing = required.filter((name) => !(name in (value as Doc)));
      return missing.length ? [{ operatorName: "required", specifiedAs: { required }, missingProperties: missing }] : [];
    });
  }
  for (const [keyword, most] of [["minProperties", false], ["maxProperties", true]] as const) {
    if (schema[keyword] === undefined) continue;
    const limit = nonNegativeInteger(keyword, schema[keyword]);
    add((value, type) => {
      if (type !== "object") return [];
      const count = Object.keys(value as Doc).length;
      return (most ? count <= limit : count >= limit) ? [] : [{ operatorName: keyword, specifiedAs: { [keyword]: schema[keyword] }, reason: "specified number of properties was not satisfied", numberOfProperties: count }];
    });
  }
  if (schema.dependencies !== undefined) {
    const dependencies = Object.entries(schemaOf("dependencies", schema.dependencies)).map(([name, need]) => {
      if (Array.isArray(need)) {
        const names = stringList(`dependencies.${name}`, need);
        return { name, check: ((value: unknown) => (names.every((n) => n in (value as Doc)) ? [] : [{ operatorName: "required", specifiedAs: { required: names }, missingProperties: names.filter((n) => !(n in (value as Doc))) }])) as Check };
      }
      return { name, check: compileSchema(schemaOf(`dependencies.${name}`, need)) };
    });
    add((value, type) => {
      if (type !== "object") return [];
      const failed = dependencies.filter(({ name }) => name in (value as Doc)).flatMap(({ name, check }) => {
        const details = check(value, type);
        return details.length ? [{ conditionalProperty: name, details }] : [];
      });
      return failed.length ? [{ operatorName: "dependencies", failingDependencies: failed }] : [];
    });
  }
}

function addArrayChecks(schema: Doc, add: (check: Check) => void): void {
  const elementTypes = (value: unknown) => (value as unknown[]).map((_, index) => typeAt(value, String(index)));
  if (schema.items !== undefined) {
    if (Array.isArray(schema.items)) {
      const tuple = schema.items.map((sub) => compileSchema(schemaOf("items", sub)));
      add((value, type) => {
        if (type !== "array") return [];
        const types = elementTypes(value);
        const failed = tuple.flatMap((check, index) => (index < (value as unknown[]).length ? check((value as unknown[])[index], types[index] as string).map((details) => ({ index, details: [details] })) : []));
        return failed.length ? [{ operatorName: "items", details: failed }] : [];
      });
      if (schema.additionalItems !== undefined && schema.additionalItems !== true) {
        const extra = schema.additionalItems;
        const check = extra === false ? undefined : compileSchema(schemaOf("additionalItems", extra));
        add((value, type) => {
          if (type !== "array" || (value as unknown[]).length <= tuple.length) return [];
          if (!check) return [{ operatorName: "additionalItems", specifiedAs: { additionalItems: false }, reason: "found additional items", additionalItems: (value as unknown[]).slice(tuple.length) }];
          const types = elementTypes(value);
          const failed = (value as unknown[]).slice(tuple.length).flatMap((item, offset) => check(item, types[tuple.length + offset] as string).map((details) => ({ index: tuple.length + offset, details: [details] })));
          return failed.length ? [{ operatorName: "additionalItems", details: failed }] : [];
        });
      }
    } else {
      const check = compileSchema(schemaOf("items", schema.items));
      add((value, type) => {
        if (type !== "array") return [];
        const types = elementTypes(value);
        const failed = (value as unknown[]).flatMap((item, index) => check(item, types[index] as string).map((details) => ({ index, details: [details] })));
        return failed.length ? [{ operatorName: "items", reason: "At least one item did not match the sub-schema", details: failed }] : [];
      });
    }
  }
  for (const [keyword, most] of [["minItems", false], ["maxItems", true]] as const) {
    if (schema[keyword] === undefined) continue;
    const limit = nonNegativeInteger(keyword, schema[keyword]);
    add((value, type) => {
      if (type !== "array") return [];
      const count = (value as unknown[]).length;
      return (most ? count <= limit : count >= limit) ? [] : [failure(keyword, schema[keyword], "array did not match specified length", { value, type })];
    });
  }
  if (schema.uniqueItems !== undefined) {
    if (typeof schema.uniqueItems !== "boolean") throw typeError("uniqueItems", "a boolean");
    if (schema.uniqueItems) {
      add((value, type) => {
        if (type !== "array") return [];
        const seen = new Set<string>();
        const duplicate = (value as unknown[]).find((item) => seen.size === seen.add(keyOf(item)).size);
        return duplicate === undefined ? [] : [failure("uniqueItems", true, "found a duplicate item", { value, type }, { duplicatedValue: duplicate })];
      });
    }
  }
}

function addLogicChecks(schema: Doc, add: (check: Check) => void): void {
  if (schema.allOf !== undefined) {
    const all = schemaList("allOf", schema.allOf).map(compileSchema);
    add((value, type) => {
      const failed = all.map((check, index) => ({ index, details: check(value, type) })).filter((f) => f.details.length > 0);
      return failed.length ? [{ operatorName: "allOf", schemasNotSatisfied: failed }] : [];
    });
  }
  if (schema.anyOf !== undefined) {
    const any = schemaList("anyOf", schema.anyOf).map(compileSchema);
    add((value, type) => {
      const results = any.map((check) => check(value, type));
      return results.some((r) => r.length === 0) ? [] : [{ operatorName: "anyOf", schemasNotSatisfied: results.map((details, index) => ({ index, details })) }];
    });
  }
  if (schema.oneOf !== undefined) {
    const one = schemaList("oneOf", schema.oneOf).map(compileSchema);
    add((value, type) => {
      const results = one.map((check) => check(value, type));
      const passing = results.flatMap((r, index) => (r.length === 0 ? [index] : []));
      if (passing.length === 1) return [];
      return passing.length === 0
        ? [{ operatorName: "oneOf", schemasNotSatisfied: results.map((details, index) => ({ index, details })) }]
        : [{ operatorName: "oneOf", specifiedAs: { oneOf: schema.oneOf }, reason: "value matched more than one schema", matchingSchemaIndexes: passing }];
    });
  }
  if (schema.not !== undefined) {
    const not = compileSchema(schemaOf("not", schema.not));
    add((value, type) => (not(value, type).length === 0 ? [{ operatorName: "not", specifiedAs: { not: schema.not }, reason: "child expression matched" }] : []));
  }
}

export interface CompiledSchema {
  test(doc: Doc): boolean;
  /** The rules `doc` breaks, empty when it satisfies the schema. */
  failures(doc: Doc): SchemaFailure[];
}

const compiledSchemas = new WeakMap<object, CompiledSchema>();

/** Checks and compiles a `$jsonSchema` value; a malformed one is refused as mongod refuses it. */
export function compileJsonSchema(schema: unknown): CompiledSchema {
  if (!isPlainObject(schema)) throw new CommandError(ErrorCodes.TypeMismatch, "$jsonSchema must be an object");
  const cached = compiledSchemas.get(schema);
  if (cached) return cached;
  const check = compileSchema(schema);
  const compiled = { test: (doc: Doc) => check(doc, "object").length === 0, failures: (doc: Doc) => check(doc, "object") };
  compiledSchemas.set(schema, compiled);
  return compiled;
}

/** mingo's hook for the `$jsonSchema` query operator. */
export function jsonSchemaValidator(schema: unknown): (doc: Doc) => boolean {
  return compileJsonSchema(schema).test;
}
