import { BSON } from "bson";
import { decode, type Doc } from "../bson-utils";

export const OP_REPLY = 1;
export const OP_QUERY = 2004;
export const OP_COMPRESSED = 2012;
export const OP_MSG = 2013;

export const HEADER_BYTES = 16;
export const MAX_MESSAGE_BYTES = 48_000_000;

const FLAG_CHECKSUM_PRESENT = 1 << 0;
const FLAG_MORE_TO_COME = 1 << 1;
const FLAG_EXHAUST_ALLOWED = 1 << 16;
/** Bits 0-15 are "required": a peer setting one we do not know means we cannot parse safely. */
const KNOWN_REQUIRED_FLAGS = FLAG_CHECKSUM_PRESENT | FLAG_MORE_TO_COME;

/** Any framing problem: the connection is closed, nothing else is affected. */
export class ProtocolError extends Error {}

export interface MsgRequest {
  kind: "msg";
  requestId: number;
  moreToCome: boolean;
  body: Doc;
}

export interface QueryRequest {
  kind: "query";
  requestId: number;
  fullCollectionName: string;
  body: Doc;
}

export type Request = MsgRequest | QueryRequest;

export function declaredLength(buf: Buffer): number {
  return buf.readInt32LE(0);
}

function decodeAt(buf: Buffer, offset: number, limit: number): { doc: Doc; next: number } {
  if (offset + 4 > limit) throw new ProtocolError("truncated document");
  const size = buf.readInt32LE(offset);
  if (size < 5 || offset + size > limit) throw new ProtocolError("document length out of bounds");
  try {
    return { doc: decode(buf.subarray(offset, offset + size)), next: offset + size };
  } catch (err) {
    throw new ProtocolError(`invalid BSON: ${(err as Error).message}`);
  }
}

function readCString(buf: Buffer, offset: number, limit: number): { value: string; next: number } {
  const end = buf.indexOf(0, offset);
  if (end < 0 || end >= limit) throw new ProtocolError("unterminated cstring");
  return { value: buf.toString("utf8", offset, end), next: end + 1 };
}

/** Parses one complete message (buf holds exactly messageLength bytes). */
export function parseMessage(buf: Buffer): Request {
  if (buf.length < HEADER_BYTES) throw new ProtocolError("message shorter than header");
  const requestId = buf.readInt32LE(4);
  const opCode = buf.readInt32LE(12);
  if (opCode === OP_MSG) return parseMsg(buf, requestId);
  if (opCode === OP_QUERY) return parseQuery(buf, requestId);
  throw new ProtocolError(`unsupported opCode ${opCode}`);
}

function parseMsg(buf: Buffer, requestId: number): MsgRequest {
  if (buf.length < HEADER_BYTES + 5) throw new ProtocolError("OP_MSG too short");
  const flags = buf.readUInt32LE(HEADER_BYTES);
  if ((flags & 0xffff & ~KNOWN_REQUIRED_FLAGS) !== 0) throw new ProtocolError(`unknown required OP_MSG flags ${flags}`);
  // The CRC-32C is optional and TCP already checksums; we accept it without verifying.
  const end = flags & FLAG_CHECKSUM_PRESENT ? buf.length - 4 : buf.length;
  let offset = HEADER_BYTES + 4;
  let body: Doc | undefined;
  const sequences: Array<[string, Doc[]]> = [];
  while (offset < end) {
    const kind = buf[offset];
    offset += 1;
    if (kind === 0) {
      if (body) throw new ProtocolError("OP_MSG with two body sections");
      const { doc, next } = decodeAt(buf, offset, end);
      body = doc;
      offset = next;
    } else if (kind === 1) {
      if (offset + 4 > end) throw new ProtocolError("truncated document sequence");
      const size = buf.readInt32LE(offset);
      const sectionEnd = offset + size;
      if (size < 5 || sectionEnd > end) throw new ProtocolError("document sequence length out of bounds");
      const id = readCString(buf, offset + 4, sectionEnd);
      const docs: Doc[] = [];
      let pos = id.next;
      while (pos < sectionEnd) {
        const { doc, next } = decodeAt(buf, pos, sectionEnd);
        docs.push(doc);
        pos = next;
      }
      sequences.push([id.value, docs]);
      offset = sectionEnd;
    } else {
      throw new ProtocolError(`unknown OP_MSG section kind ${String(kind)}`);
    }
  }
  if (!body) throw new ProtocolError("OP_MSG without body section");
  for (const [identifier, docs] of sequences) body[identifier] = docs;
  return { kind: "msg", requestId, moreToCome: (flags & FLAG_MORE_TO_COME) !== 0, body };
}

function parseQuery(buf: Buffer, requestId: number): QueryRequest {
  let offset = HEADER_BYTES + 4;
  const name = readCString(buf, offset, buf.length);
  offset = name.next + 8; // numberToSkip, numberToReturn
  const { doc } = decodeAt(buf, offset, buf.length);
  return { kind: "query", requestId, fullCollectionName: name.value, body: doc };
}

let nextResponseId = 1;

function header(length: number, responseTo: number, opCode: number): Buffer {
  const h = Buffer.allocUnsafe(HEADER_BYTES);
  h.writeInt32LE(length, 0);
  h.writeInt32LE(nextResponseId++ & 0x7fffffff, 4);
  h.writeInt32LE(responseTo, 8);
  h.writeInt32LE(opCode, 12);
  return h;
}

export function encodeMsgReply(responseTo: number, doc: Doc): Buffer {
  const payload = BSON.serialize(doc);
  const length = HEADER_BYTES + 4 + 1 + payload.length;
  const flags = Buffer.alloc(5); // flagBits = 0, then section kind 0
  return Buffer.concat([header(length, responseTo, OP_MSG), flags, payload]);
}

export function encodeOpReply(responseTo: number, doc: Doc, queryFailure = false): Buffer {
  const payload = BSON.serialize(doc);
  const fixed = Buffer.alloc(20);
  fixed.writeInt32LE(queryFailure ? 2 : 0, 0); // responseFlags (2 = QueryFailure)
  fixed.writeBigInt64LE(0n, 4); // cursorID
  fixed.writeInt32LE(0, 12); // startingFrom
  fixed.writeInt32LE(1, 16); // numberReturned
  const length = HEADER_BYTES + fixed.length + payload.length;
  return Buffer.concat([header(length, responseTo, OP_REPLY), fixed, payload]);
}

export const MSG_FLAGS = { FLAG_CHECKSUM_PRESENT, FLAG_MORE_TO_COME, FLAG_EXHAUST_ALLOWED };
