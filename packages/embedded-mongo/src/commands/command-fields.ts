import type { Doc } from "../bson-utils";
import { parseCollation } from "../engine/collation";
import { CommandError, ErrorCodes } from "../errors";

/**
 * The fields mongod 7.0 parses for each CRUD command (its IDL definitions). Anything else is
 * refused before the command runs, exactly as mongod's parser does, so an option the engine
 * would otherwise ignore (`sort` on an update statement, a misspelt option) cannot pass silently.
 */

/** Generic arguments every command accepts (generic_argument.idl). */
const GENERIC = [
  "$db",
  "lsid",
  "txnNumber",
  "autocommit",
  "startTransaction",
  "stmtId",
  "comment",
  "maxTimeMS",
  "readConcern",
  "writeConcern",
  "$readPreference",
  "$clusterTime",
  "apiVersion",
  "apiStrict",
  "apiDeprecationErrors",
  "$audit",
  "$client",
  "clientOperationKey",
  "mayBypassWriteBlocking",
  "help",
];

const COMMAND_FIELDS: Record<string, string[]> = {
  find: [
    "filter",
    "projection",
    "sort",
    "hint",
    "skip",
    "limit",
    "batchSize",
    "singleBatch",
    "max",
    "min",
    "returnKey",
    "showRecordId",
    "tailable",
    "oplogReplay",
    "noCursorTimeout",
    "awaitData",
    "allowPartialResults",
    "collation",
    "allowDiskUse",
    "let",
    "readOnce",
  ],
  getMore: ["collection", "batchSize", "term", "lastKnownCommittedOpTime"],
  killCursors: ["cursors"],
  aggregate: ["pipeline", "explain", "allowDiskUse", "cursor", "bypassDocumentValidation", "collation", "hint", "let", "exchange"],
  insert: ["documents", "ordered", "bypassDocumentValidation", "stmtIds"],
  update: ["updates", "ordered", "bypassDocumentValidation", "let", "stmtIds"],
  delete: ["deletes", "ordered", "let", "stmtIds"],
  findAndModify: ["query", "fields", "sort", "hint", "collation", "arrayFilters", "remove", "update", "new", "upsert", "bypassDocumentValidation", "let"],
  count: ["query", "limit", "skip", "hint", "collation", "fields"],
  distinct: ["key", "query", "collation"],
  explain: ["verbosity"],
  create: [
    "capped",
    "autoIndexId",
    "idIndex",
    "size",
    "max",
    "storageEngine",
    "validator",
    "validationLevel",
    "validationAction",
    "indexOptionDefaults",
    "viewOn",
    "pipeline",
    "collation",
    "changeStreamPreAndPostImages",
    "timeseries",
    "clusteredIndex",
    "expireAfterSeconds",
    "encryptedFields",
    "temp",
    "flags",
  ],
  collMod: [
    "validator",
    "validationLevel",
    "validationAction",
    "index",
    "viewOn",
    "pipeline",
    "expireAfterSeconds",
    "timeseries",
    "changeStreamPreAndPostImages",
    "cappedSize",
    "cappedMax",
    "dryRun",
    "collectionUUID",
  ],
};

/** mongod parses `findandmodify` as findAndModify. */
const CANONICAL: Record<string, string> = { findandmodify: "findAndModify" };

/** Fields of one statement in an update/delete command's array (UpdateOpEntry, DeleteOpEntry). */
export const STATEMENT_FIELDS = {
  updates: ["q", "u", "c", "arrayFilters", "hint", "multi", "upsert", "upsertSupplied", "collation"],
  deletes: ["q", "limit", "hint", "collation"],
} as const;

const ALLOWED = new Map(Object.entries(COMMAND_FIELDS).map(([name, fields]) => [name, new Set([name, ...fields, ...GENERIC])]));

export function unknownField(path: string): CommandError {
  return new CommandError(ErrorCodes.IDLUnknownField, `BSON field '${path}' is an unknown field.`);
}

/** Throws mongod's IDL error for the first field the command does not define. */
export function checkCommandFields(name: string, body: Doc): void {
  const canonical = CANONICAL[name] ?? name;
  const allowed = ALLOWED.get(canonical);
  if (!allowed) return;
  for (const field of Object.keys(body)) {
    if (field !== name && !allowed.has(field)) throw unknownField(`${canonical}.${field}`);
  }
}

export function checkStatementFields(command: "update" | "delete", array: keyof typeof STATEMENT_FIELDS, statements: Doc[]): void {
  const allowed: readonly string[] = STATEMENT_FIELDS[array];
  for (const statement of statements) {
    for (const field of Object.keys(statement)) {
      if (!allowed.includes(field)) throw unknownField(`${command}.${array}.${field}`);
    }
  }
}

/** Options mongod honours that the engine cannot: refused rather than ignored. */
const NOT_IMPLEMENTED: Record<string, string[]> = {
  find: ["min", "max", "returnKey", "showRecordId"],
  aggregate: ["exchange"],
};

export function refuseUnsupportedOptions(name: string, body: Doc): void {
  const canonical = CANONICAL[name] ?? name;
  if (!ALLOWED.has(canonical)) return;
  parseCollation(body.collation);
  for (const field of NOT_IMPLEMENTED[canonical] ?? []) {
    if (body[field] !== undefined && body[field] !== false) {
      throw new CommandError(ErrorCodes.NotImplemented, `${canonical}.${field} is not supported by the embedded engine`);
    }
  }
  // Every collection here is uncapped, and mongod refuses a tailable cursor on those.
  if (canonical === "find" && (body.tailable === true || body.awaitData === true)) {
    throw new CommandError(ErrorCodes.BadValue, "error processing query: tailable cursor requested on non capped collection");
  }
}
