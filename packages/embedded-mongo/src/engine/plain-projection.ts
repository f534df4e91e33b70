import { type Doc, isPlainObject } from "../bson-utils";

/** The fields an inclusion projection keeps, as a tree of path parts: `true` keeps the whole value. */
export interface InclusionTree {
  fields: Map<string, InclusionTree | true>;
  keepsId: boolean;
}

const included = (spec: unknown) => spec === 1 || spec === true;

/**
 * The tree of a projection that only names fields to keep (`{ name: 1, "sizes.stock": 1 }`), the
 * shape nearly every read takes; null for anything else (operators, exclusions, positional or
 * overlapping paths), which the general projection answers.
 */
export function inclusionTree(projection: Doc): InclusionTree | null {
  const fields = new Map<string, InclusionTree | true>();
  let keepsId = true;
  for (const [path, spec] of Object.entries(projection)) {
    if (path === "_id") {
      if (spec === 0 || spec === false) keepsId = false;
      else if (!included(spec)) return null;
      continue;
    }
    if (!included(spec) || path.includes("$") || path.startsWith("_id.")) return null;
    const parts = path.split(".");
    if (parts.some((part) => part === "")) return null;
    let level = fields;
    for (const [index, part] of parts.entries()) {
      const existing = level.get(part);
      if (index === parts.length - 1) {
        if (existing) return null;
        level.set(part, true);
      } else {
        if (existing === true) return null;
        const next = existing ?? { fields: new Map(), keepsId: true };
        level.set(part, next);
        level = next.fields;
      }
    }
  }
  return fields.size > 0 || keepsId ? { fields, keepsId } : null;
}

/** Marks a document the fast path leaves to the general projection (arrays within arrays). */
const UNPLACED = Symbol("unplaced");

function keep(value: Doc, fields: Map<string, InclusionTree | true>): Doc | typeof UNPLACED {
  const out: Doc = {};
  for (const key of Object.keys(value)) {
    const node = fields.get(key);
    if (!node) continue;
    const child = value[key];
    if (node === true) out[key] = child;
    else if (isPlainObject(child)) {
      const kept = keep(child, node.fields);
      if (kept === UNPLACED) return UNPLACED;
      out[key] = kept;
    } else if (Array.isArray(child)) {
      const elements: Doc[] = [];
      for (const element of child) {
        if (Array.isArray(element)) return UNPLACED;
        if (!isPlainObject(element)) continue;
        const kept = keep(element, node.fields);
        if (kept === UNPLACED) return UNPLACED;
        elements.push(kept);
      }
      out[key] = elements;
    }
  }
  return out;
}

/**
 * A stored document through an inclusion projection, as mongod returns it: _id first, then the
 * kept fields in the document's order; sub-documents and arrays of them keep only the named
 * parts, other array elements go. Null where the general projection must answer.
 */
export function keepIncluded(doc: Doc, tree: InclusionTree): Doc | null {
  const kept = keep(doc, tree.fields);
  if (kept === UNPLACED) return null;
  if (!tree.keepsId || !("_id" in doc)) return kept;
  return { _id: doc._id, ...kept };
}

/**
 * The top-level fields a projection that only drops fields names (`{ holds: 0, stockMoves: 0 }`:
 * what mongoose sends for a schema's `select: false` paths on every read of that model); null for
 * anything else (dotted paths, operators, inclusions), which the general projection answers.
 */
export function excludedFields(projection: Doc): ReadonlySet<string> | null {
  const paths = Object.keys(projection);
  if (paths.length === 0) return null;
  for (const path of paths) {
    const spec = projection[path];
    if (!(spec === 0 || spec === false) || path === "" || path.includes(".") || path.includes("$")) return null;
  }
  return new Set(paths);
}

/** A stored document without the excluded fields, the rest as they are, in the document's order. */
export function withoutExcluded(doc: Doc, excluded: ReadonlySet<string>): Doc {
  const out: Doc = {};
  for (const key of Object.keys(doc)) if (!excluded.has(key)) out[key] = doc[key];
  return out;
}
