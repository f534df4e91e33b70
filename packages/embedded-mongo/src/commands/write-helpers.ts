import { BSON } from "bson";
import { type Doc, encode, isPlainObject } from "../bson-utils";
import type { Collection } from "../engine/collection";
import type { CollationSpec } from "../engine/collation";
import { matching, type Variables } from "../engine/query";
import { applyUpdate, buildUpsertDocument, type UpdateSpec } from "../engine/update-apply";
import { enforceValidator } from "../engine/validation";
import { CommandError, ErrorCodes } from "../errors";

const MAX_DOC_BYTES = 16 * 1024 * 1024;

/**
 * mongod's storage check on an embedded document (BSONObj::storageValidEmbedded): no
 * '$'-prefixed field names at any depth, except the $ref/$id/$db of a DBRef.
 */
function firstInvalidDollarField(value: unknown): string | undefined {
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = firstInvalidDollarField(item);
      if (found) return found;
    }
    return undefined;
  }
  if (!isPlainObject(value)) return undefined;
  const keys = Object.keys(value);
  const dbRef = keys[0] === "$ref";
  for (const key of keys) {
    if (key.startsWith("$") && !(dbRef && (key === "$ref" || key === "$id" || key === "$db"))) return key;
    const found = firstInvalidDollarField(value[key]);
    if (found) return found;
  }
  return undefined;
}

/** `size`: the document's BSON size when the caller has encoded it already. */
export function validateDocument(doc: Doc, size = BSON.calculateObjectSize(doc)): void {
  if (Array.isArray(doc._id)) throw new CommandError(ErrorCodes.BadValue, "can't use an array for _id");
  if (doc._id instanceof RegExp) throw new CommandError(ErrorCodes.BadValue, "can't use a regex for _id");
  const dollar = isPlainObject(doc._id) ? firstInvalidDollarField(doc._id) : undefined;
  if (dollar) {
    throw new CommandError(ErrorCodes.DollarPrefixedFieldName, `_id fields may not contain '$'-prefixed fields: ${dollar} is not valid for storage.`);
  }
  if (size > MAX_DOC_BYTES) {
    throw new CommandError(ErrorCodes.BSONObjectTooLarge, `object to insert too large. size in bytes: ${size}, max size: ${MAX_DOC_BYTES}`);
  }
}

/**
 * A new document's BSON, once mongod's checks on it passed (validateDocument): encoded once, for
 * its size and for storage. One bson cannot encode (past its 17 MB buffer) is refused as too large.
 */
export function storageBytes(doc: Doc): Uint8Array {
  let bytes: Uint8Array;
  try {
    bytes = encode(doc);
  } catch (err) {
    validateDocument(doc);
    throw err;
  }
  validateDocument(doc, bytes.length);
  return bytes;
}

export interface UpdateStatement {
  q: Doc;
  u: UpdateSpec;
  multi: boolean;
  upsert: boolean;
  arrayFilters?: Doc[];
  sort?: Doc;
  variables?: Variables;
  bypassDocumentValidation?: boolean;
  collation?: CollationSpec;
}

export interface UpdateOutcome {
  matched: number;
  modified: number;
  upserted?: Doc;
  /** Pre/post images of the single document touched, for findAndModify. */
  before?: Doc;
  after?: Doc;
}

/** One update statement, applied synchronously so the match and the write cannot interleave. */
export function runUpdate(getColl: () => Collection | undefined, ensureColl: () => Collection, stmt: UpdateStatement): UpdateOutcome {
  const coll = getColl();
  const targets = coll ? matching(coll, stmt.q, stmt.sort, stmt.multi ? undefined : 1, stmt.variables, stmt.collation) : [];
  if (targets.length === 0) {
    if (!stmt.upsert) return { matched: 0, modified: 0 };
    const doc = buildUpsertDocument(stmt.q, stmt.u, { arrayFilters: stmt.arrayFilters, variables: stmt.variables });
    const bytes = storageBytes(doc);
    const target = ensureColl();
    enforceValidator(target.options, doc, undefined, stmt.bypassDocumentValidation === true);
    target.insert(doc, bytes);
    return { matched: 0, modified: 0, upserted: doc, after: doc };
  }
  const outcome: UpdateOutcome = { matched: 0, modified: 0 };
  for (const old of targets) {
    const stored = (coll as Collection).storedBytes(old);
    const next = applyUpdate(old, stmt.u, { arrayFilters: stmt.arrayFilters, query: stmt.q, variables: stmt.variables, stored }, false);
    outcome.matched++;
    outcome.before = old;
    outcome.after = old;
    // Encoded once: compared with the stored bytes (an update that changes nothing writes nothing), then stored and journaled.
    const bytes = encode(next);
    if (stored && Buffer.compare(stored, bytes) === 0) continue;
    validateDocument(next, bytes.length);
    enforceValidator((coll as Collection).options, next, old, stmt.bypassDocumentValidation === true);
    (coll as Collection).replace(old, next, bytes);
    outcome.after = next;
    outcome.modified++;
  }
  return outcome;
}
