import fs from "node:fs";
import { Binary, BSON } from "bson";
import { patchOf } from "./patch";
import { decode, type Doc } from "../bson-utils";
import { crc32 } from "./crc32";

/** [u32 payload length][u32 crc32(payload)][payload: one BSON document] */
const HEADER = 8;

/**
 * An op's BSON. A stored document (`d` of a put) is already BSON bytes: they are spliced in as the
 * `d` sub-document as they are, so a snapshot never decodes the documents it writes. A put that
 * names the version it replaces (`was`, and the document's `id`) is written as a patch of it when
 * that is smaller (storage/patch.ts): `{ o: "patch", db, c, id, s: <the elements set, as binary>,
 * u: [the names removed] }`.
 */
function serializeOp(op: Doc): Uint8Array {
  if (op.o !== "put" || !(op.d instanceof Uint8Array)) return BSON.serialize(op);
  const { o, db, c, d, was, id } = op as { o: string; db: string; c: string; d: Uint8Array; was?: Uint8Array; id?: unknown };
  const patch = was ? patchOf(was, d) : null;
  if (patch) return BSON.serialize({ o: "patch", db, c, id, s: new Binary(patch.set), u: patch.unset });
  const head = BSON.serialize({ o, db, c });
  const out = Buffer.allocUnsafe(head.length + 3 + d.length);
  out.set(head.subarray(0, head.length - 1), 0);
  let at = head.length - 1;
  out[at++] = 0x03;
  out[at++] = 0x64; // "d"
  out[at++] = 0x00;
  out.set(d, at);
  out[out.length - 1] = 0x00;
  out.writeInt32LE(out.length, 0);
  return out;
}

export function frameRecord(op: Doc): Buffer {
  const payload = serializeOp(op);
  const out = Buffer.allocUnsafe(HEADER + payload.length);
  out.writeUInt32LE(payload.length, 0);
  out.writeUInt32LE(crc32(payload), 4);
  out.set(payload, HEADER);
  return out;
}

export interface ScanResult {
  ops: Doc[];
  /** Bytes that held whole, valid records; anything after is a torn or corrupt tail. */
  validLength: number;
}

/**
 * A put record's database, collection and document bytes (a view of the record: the store copies
 * them into its slabs), read without decoding the document. null for any other record.
 */
function readPut(payload: Buffer): Doc | null {
  const fields: Record<string, string | Uint8Array> = {};
  let offset = 4;
  const end = payload.length - 1;
  while (offset < end) {
    const type = payload[offset] as number;
    const nameEnd = payload.indexOf(0, offset + 1);
    if (nameEnd < 0 || nameEnd >= end) return null;
    const name = payload.toString("utf8", offset + 1, nameEnd);
    offset = nameEnd + 1;
    if (type === 0x02) {
      const size = payload.readInt32LE(offset);
      fields[name] = payload.toString("utf8", offset + 4, offset + 4 + size - 1);
      offset += 4 + size;
    } else if (type === 0x03 && name === "d") {
      const size = payload.readInt32LE(offset);
      if (size < 5 || offset + size > end) return null;
      fields.d = payload.subarray(offset, offset + size);
      offset += size;
    } else return null;
  }
  const { o, db, c, d } = fields;
  return o === "put" && typeof db === "string" && typeof c === "string" && d instanceof Uint8Array && Object.keys(fields).length === 4 ? { o, db, c, d } : null;
}

/**
 * The whole, valid records at the start of `data`. With `documentBytes`, a put's document is
 * left as its BSON bytes (a view of `data`) for the store to copy, instead of being decoded.
 */
export function scanRecords(data: Buffer, documentBytes = false): ScanResult {
  const ops: Doc[] = [];
  let offset = 0;
  while (offset + HEADER <= data.length) {
    const length = data.readUInt32LE(offset);
    const checksum = data.readUInt32LE(offset + 4);
    if (length < 5 || offset + HEADER + length > data.length) break;
    const payload = data.subarray(offset + HEADER, offset + HEADER + length);
    if (crc32(payload) !== checksum) break;
    const put = documentBytes ? readPut(payload) : null;
    if (put) {
      ops.push(put);
      offset += HEADER + length;
      continue;
    }
    try {
      // Decoded binary values (a collection's uuid, BinData fields) are views of the bytes they
      // came from: a copy of the record keeps them from holding the whole file in memory.
      ops.push(decode(new Uint8Array(payload)));
    } catch {
      break;
    }
    offset += HEADER + length;
  }
  return { ops, validLength: offset };
}

/**
 * The records of a file, read a chunk at a time and handed to `apply` as they are decoded, so a
 * snapshot of any size is never held whole in memory next to what it decodes into. Returns how
 * many bytes held whole, valid records, and the file's length.
 */
export function readRecordsFile(file: string, apply: (op: Doc) => void, chunkBytes = 4 * 1024 * 1024, documentBytes = false): { validLength: number; length: number } {
  const fd = fs.openSync(file, "r");
  try {
    const length = fs.fstatSync(fd).size;
    let pending: Buffer = Buffer.alloc(0);
    let consumed = 0;
    let readTo = 0;
    for (;;) {
      const { ops, validLength } = scanRecords(pending, documentBytes);
      for (const op of ops) apply(op);
      consumed += validLength;
      pending = pending.subarray(validLength);
      if (readTo >= length) return { validLength: consumed, length };
      // An incomplete (or bad) record waits for the next chunk; at the end of the file it stays out.
      const chunk = Buffer.allocUnsafe(Math.min(chunkBytes, length - readTo));
      const read = fs.readSync(fd, chunk, 0, chunk.length, readTo);
      readTo += read;
      pending = Buffer.concat([pending, chunk.subarray(0, read)]);
      if (read === 0) return { validLength: consumed, length };
    }
  } finally {
    fs.closeSync(fd);
  }
}
