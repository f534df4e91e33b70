import { BSON, Long } from "bson";
import { randomBytes } from "node:crypto";
import type { Doc } from "../bson-utils";
import { CommandError, ErrorCodes } from "../errors";

/** Stay well under the 16 MB reply limit; the envelope and header need a little room too. */
const MAX_BATCH_BYTES = 16 * 1024 * 1024 - 64 * 1024;
const DEFAULT_FIRST_BATCH = 101;
const IDLE_TIMEOUT_MS = 10 * 60 * 1000;

/**
 * A result set the cursor hands out by position: the documents found, or a source that reads each
 * when its batch is taken (lazy-scan.ts), which has none for a position whose document is gone.
 */
export interface Results {
  readonly length: number;
  at(position: number): Doc | undefined;
}

interface OpenCursor {
  ns: string;
  docs: Results;
  position: number;
  lastUsed: number;
}

function resultsOf(docs: Doc[] | Results): Results {
  return Array.isArray(docs) ? { length: docs.length, at: (position) => docs[position] } : docs;
}

export interface Batch {
  docs: Doc[];
  id: Long;
}

/**
 * Results are computed eagerly and parked here (a whole scan of a large collection is read as its
 * batches are taken instead); getMore hands them out in batches. Holding the stored document
 * objects is safe because the engine never mutates them in place.
 */
export class CursorRegistry {
  private readonly cursors = new Map<string, OpenCursor>();

  /** First batch of a result set; registers a cursor only when something is left. */
  open(ns: string, found: Doc[] | Results, batchSize: number | undefined, singleBatch: boolean): Batch {
    const docs = resultsOf(found);
    const cursor: OpenCursor = { ns, docs, position: 0, lastUsed: Date.now() };
    const batch = this.take(cursor, batchSize ?? DEFAULT_FIRST_BATCH);
    if (singleBatch || cursor.position >= docs.length) return { docs: batch, id: Long.ZERO };
    this.sweep();
    const id = Long.fromBigInt(randomBytes(8).readBigUInt64BE() & 0x3fffffffffffffffn);
    this.cursors.set(id.toString(), cursor);
    return { docs: batch, id };
  }

  next(id: Long, ns: string, batchSize: number | undefined): Batch {
    const key = id.toString();
    const cursor = this.cursors.get(key);
    if (!cursor || cursor.ns !== ns) {
      throw new CommandError(ErrorCodes.CursorNotFound, `cursor id ${key} not found`);
    }
    cursor.lastUsed = Date.now();
    const batch = this.take(cursor, batchSize && batchSize > 0 ? batchSize : Number.MAX_SAFE_INTEGER);
    if (cursor.position >= cursor.docs.length) {
      this.cursors.delete(key);
      return { docs: batch, id: Long.ZERO };
    }
    return { docs: batch, id };
  }

  kill(id: Long): boolean {
    return this.cursors.delete(id.toString());
  }

  private take(cursor: OpenCursor, limit: number): Doc[] {
    const out: Doc[] = [];
    let bytes = 0;
    while (out.length < limit && cursor.position < cursor.docs.length) {
      const doc = cursor.docs.at(cursor.position);
      if (doc === undefined) {
        cursor.position++;
        continue;
      }
      const size = BSON.calculateObjectSize(doc);
      if (out.length > 0 && bytes + size > MAX_BATCH_BYTES) break;
      bytes += size;
      out.push(doc);
      cursor.position++;
    }
    return out;
  }

  private sweep(): void {
    const cutoff = Date.now() - IDLE_TIMEOUT_MS;
    for (const [key, cursor] of this.cursors) if (cursor.lastUsed < cutoff) this.cursors.delete(key);
  }
}
