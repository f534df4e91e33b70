import fs from "node:fs";
import { BSON } from "bson";
import { decode, type Doc } from "../bson-utils";
import { crc32 } from "./crc32";

/** [u32 payload length][u32 crc32(payload)][payload: one BSON document] */
const HEADER = 8;

export function frameRecord(op: Doc): Buffer {
  const payload = BSON.serialize(op);
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

export function scanRecords(data: Buffer): ScanResult {
  const ops: Doc[] = [];
  let offset = 0;
  while (offset + HEADER <= data.length) {
    const length = data.readUInt32LE(offset);
    const checksum = data.readUInt32LE(offset + 4);
    if (length < 5 || offset + HEADER + length > data.length) break;
    const payload = data.subarray(offset + HEADER, offset + HEADER + length);
    if (crc32(payload) !== checksum) break;
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
export function readRecordsFile(file: string, apply: (op: Doc) => void, chunkBytes = 4 * 1024 * 1024): { validLength: number; length: number } {
  const fd = fs.openSync(file, "r");
  try {
    const length = fs.fstatSync(fd).size;
    let pending: Buffer = Buffer.alloc(0);
    let consumed = 0;
    let readTo = 0;
    for (;;) {
      const { ops, validLength } = scanRecords(pending);
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
