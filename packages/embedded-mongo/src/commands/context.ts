import { Long } from "bson";
import { type Doc, isPlainObject } from "../bson-utils";
import type { Catalog } from "../engine/catalog";
import type { CursorRegistry } from "../engine/cursors";
import { runPipeline, type Variables } from "../engine/query";
import type { SessionCache } from "../engine/sessions";
import { CommandError, ErrorCodes } from "../errors";

export interface ServerInfo {
  host: string;
  port: number;
  startedAt: Date;
  /** Requests received since the start, as mongod's serverStatus counts them (network.numRequests): a client's round trips. */
  requests: number;
  /** Each command's count since the start, by name, as mongod's serverStatus gives them (metrics.commands.<name>.total). */
  commands: Map<string, number>;
}

export interface CommandContext {
  db: string;
  catalog: Catalog;
  cursors: CursorRegistry;
  sessions: SessionCache;
  connectionId: number;
  server: ServerInfo;
}

/** Handlers are synchronous so each command's read-check-write is atomic on the event loop. */
export type Handler = (ctx: CommandContext, cmd: Doc) => Doc;

export function collectionArg(cmd: Doc, name: string): string {
  const value = cmd[name];
  if (typeof value !== "string" || value.length === 0) {
    throw new CommandError(ErrorCodes.InvalidNamespace, `collection name has invalid type ${typeof value}`);
  }
  return value;
}

export function numberArg(cmd: Doc, name: string): number | undefined {
  const value = cmd[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value === "number") return value;
  if (value instanceof Long) return value.toNumber();
  if (typeof value === "object" && "toNumber" in value && typeof value.toNumber === "function") {
    return Number(value.toNumber());
  }
  throw new CommandError(ErrorCodes.TypeMismatch, `Field '${name}' must be numeric`);
}

export function docArg(cmd: Doc, name: string): Doc | undefined {
  const value = cmd[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== "object" || Array.isArray(value)) {
    throw new CommandError(ErrorCodes.TypeMismatch, `Field '${name}' must be an object`);
  }
  return value as Doc;
}

/**
 * Command-level `let`: each value is an expression evaluated once, without a document, as
 * mongod does (constants, `$$NOW`, operators over them).
 */
export function letArg(cmd: Doc, extra?: unknown): Variables {
  const raw = docArg(cmd, "let");
  const constants = isPlainObject(extra) ? extra : undefined;
  if (!raw && !constants) return undefined;
  const variables = { ...(raw ? evaluateConstants(raw) : {}), ...(constants ? evaluateConstants(constants) : {}) };
  return variables;
}

function evaluateConstants(spec: Doc): Doc {
  for (const name of Object.keys(spec)) {
    if (!/^[a-z\u0080-\uffff][A-Za-z0-9_\u0080-\uffff]*$/.test(name)) {
      throw new CommandError(ErrorCodes.FailedToParse, `'${name}' starts with an invalid character for a user variable name`);
    }
  }
  const [values] = runPipeline([{}], [{ $addFields: spec }], () => []);
  return values ?? {};
}

export function docsArg(cmd: Doc, name: string): Doc[] {
  const value = cmd[name];
  if (!Array.isArray(value)) throw new CommandError(ErrorCodes.TypeMismatch, `Field '${name}' must be an array`);
  return value as Doc[];
}

export function cursorReply(ns: string, id: Long, docs: Doc[], first: boolean): Doc {
  return { cursor: { [first ? "firstBatch" : "nextBatch"]: docs, id, ns }, ok: 1 };
}
