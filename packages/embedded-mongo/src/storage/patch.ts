import { elementsNamed } from "../bson-utils";

/**
 * A journal record of an update as the top-level elements it set and the names it removed, instead
 * of the whole document: a drop's order changes a product's stock, holds and moves, and the rest
 * of its 50 KB (name, notes, photos, description) was written to the journal again at every order.
 */
export interface Patch {
  /** A BSON document of the elements set, in the new document's order. */
  set: Uint8Array;
  unset: string[];
}

/** A patch takes the place of the whole document only when its elements are at most this share of it. */
const PATCH_SHARE = 0.5;

function int32(value: number): Uint8Array {
  const out = new Uint8Array(4);
  new DataView(out.buffer).setInt32(0, value, true);
  return out;
}

/** A BSON document made of these elements' bytes. */
function documentOf(parts: readonly Uint8Array[]): Uint8Array {
  const size = 5 + parts.reduce((sum, part) => sum + part.length, 0);
  const out = new Uint8Array(size);
  out.set(int32(size), 0);
  let at = 4;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/**
 * `was` with the elements of `set` in place of its elements of the same names (the others of
 * `set` appended, in their order) and the `unset` names left out: what mongod's field order is
 * after an update. Both are BSON documents' bytes.
 */
export function applyPatch(was: Uint8Array, set: Uint8Array, unset: readonly string[]): Uint8Array {
  const setElements = elementsNamed(set);
  const removed = new Set(unset);
  const parts: Uint8Array[] = [];
  const placed = new Set<string>();
  for (const [name, [start, end]] of elementsNamed(was)) {
    if (removed.has(name)) continue;
    const replacement = setElements.get(name);
    if (replacement) {
      parts.push(set.subarray(replacement[0], replacement[1]));
      placed.add(name);
    } else parts.push(was.subarray(start, end));
  }
  for (const [name, [start, end]] of setElements) if (!placed.has(name)) parts.push(set.subarray(start, end));
  return documentOf(parts);
}

/**
 * The patch that makes `now` of `was`, or null when the whole document is the better record: the
 * changed elements are most of it, or applying them does not give `now` byte for byte (fields
 * reordered, a name held twice).
 */
export function patchOf(was: Uint8Array, now: Uint8Array): Patch | null {
  const before = elementsNamed(was);
  const after = elementsNamed(now);
  const parts: Uint8Array[] = [];
  let bytes = 0;
  for (const [name, [start, end]] of after) {
    const old = before.get(name);
    const element = now.subarray(start, end);
    if (old && Buffer.compare(was.subarray(old[0], old[1]), element) === 0) continue;
    parts.push(element);
    bytes += element.length;
    if (bytes > now.length * PATCH_SHARE) return null;
  }
  const unset = [...before.keys()].filter((name) => !after.has(name));
  const patch = { set: documentOf(parts), unset };
  return Buffer.compare(applyPatch(was, patch.set, unset), now) === 0 ? patch : null;
}
