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
