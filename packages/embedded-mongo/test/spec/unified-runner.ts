/**
 * A runner for the CRUD subset of MongoDB's unified test format
 * (https://github.com/mongodb/specifications, source/unified-test-format): entities, initialData,
 * the collection and database operations the CRUD tests use, expectResult, expectError,
 * expectEvents and outcome. The test files themselves are not part of this repository.
 */
import fs from "node:fs";
import path from "node:path";
import {
  type AnyBulkWriteOperation,
  BSON,
  type BulkWriteResult,
  type Collection,
  type CommandFailedEvent,
  type CommandStartedEvent,
  type CommandSucceededEvent,
  type Db,
  MongoBulkWriteError,
  MongoClient,
  type MongoClientOptions,
  MongoServerError,
} from "mongodb";
import { isDocument, match, matchExactly } from "./match";

const { EJSON } = BSON;

type Doc = Record<string, unknown>;

export interface UnifiedTest {
  description: string;
  runOnRequirements?: Doc[];
  skipReason?: string;
  operations: Doc[];
  expectEvents?: { client: string; eventType?: string; events: Doc[]; ignoreExtraEvents?: boolean }[];
  outcome?: CollectionData[];
}

interface CollectionData {
  collectionName: string;
  databaseName: string;
  documents: Doc[];
  createOptions?: Doc;
}

export interface UnifiedFile {
  description: string;
  schemaVersion: string;
  runOnRequirements?: Doc[];
  createEntities?: Doc[];
  initialData?: CollectionData[];
  tests: UnifiedTest[];
}

export interface ServerFacts {
  version: number[];
  topology: "single" | "replicaset" | "sharded";
  parameters: Doc;
}

export function loadUnifiedFiles(dir: string): { name: string; file: UnifiedFile }[] {
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .sort()
    .map((f) => ({ name: f.replace(/\.json$/, ""), file: EJSON.parse(fs.readFileSync(path.join(dir, f), "utf8"), { relaxed: true }) as UnifiedFile }));
}

function parseVersion(v: string): number[] {
  const parts = v.split(".").map(Number);
  while (parts.length < 3) parts.push(0);
  return parts;
}

function compareVersions(a: number[], b: number[]): number {
  for (let i = 0; i < 3; i++) if ((a[i] ?? 0) !== (b[i] ?? 0)) return (a[i] ?? 0) - (b[i] ?? 0);
  return 0;
}

/** Why the requirements are not met, or null when one of them is. */
export function unmetRequirements(reqs: Doc[] | undefined, facts: ServerFacts): string | null {
  if (!reqs || reqs.length === 0) return null;
  const reasons: string[] = [];
  for (const req of reqs) {
    const why: string[] = [];
    if (typeof req.minServerVersion === "string" && compareVersions(facts.version, parseVersion(req.minServerVersion)) < 0) {
      why.push(`server >= ${req.minServerVersion}`);
    }
    if (typeof req.maxServerVersion === "string" && compareVersions(facts.version, parseVersion(req.maxServerVersion)) > 0) {
      why.push(`server <= ${req.maxServerVersion}`);
    }
    if (Array.isArray(req.topologies) && !req.topologies.includes(facts.topology)) why.push(`topology ${req.topologies.join("/")}`);
    if (req.serverless === "require") why.push("serverless");
    if (req.auth === true) why.push("auth");
    if (req.csfle) why.push("csfle");
    if (isDocument(req.serverParameters)) {
      for (const [k, v] of Object.entries(req.serverParameters)) if (match(v, facts.parameters[k], k, false)) why.push(`server parameter ${k}`);
    }
    if (why.length === 0) return null;
    reasons.push(why.join(", "));
  }
  return `requires ${reasons.join(" or ")}`;
}

type ObservedEvent = { type: string; event: CommandStartedEvent | CommandSucceededEvent | CommandFailedEvent };

interface ClientEntity {
  client: MongoClient;
  events: ObservedEvent[];
}

type Entity = { kind: "client"; value: ClientEntity } | { kind: "database"; value: Db } | { kind: "collection"; value: Collection };

const SENSITIVE = new Set(["authenticate", "saslstart", "saslcontinue", "getnonce", "createuser", "updateuser", "copydbgetnonce", "copydbsaslstart", "copydb", "hello", "ismaster"]);

export class TestRun {
  private readonly entities = new Map<string, Entity>();

  constructor(private readonly uri: string) {}

  private get(id: string): Entity {
    const entity = this.entities.get(id);
    if (!entity) throw new Error(`undefined entity ${id}`);
    return entity;
  }

  async createEntities(defs: Doc[] | undefined): Promise<void> {
    for (const def of defs ?? []) {
      const [kind, spec] = Object.entries(def)[0] as [string, Doc];
      const id = spec.id as string;
      if (kind === "client") {
        const observe = new Set((spec.observeEvents as string[] | undefined) ?? []);
        const ignored = new Set(((spec.ignoreCommandMonitoringEvents as string[] | undefined) ?? []).map((c) => c.toLowerCase()));
        const options: MongoClientOptions = { monitorCommands: observe.size > 0, ...((spec.uriOptions as Doc | undefined) ?? {}) };
        const client = new MongoClient(this.uri, options);
        const events: ObservedEvent[] = [];
        const record = (type: string) => (event: CommandStartedEvent | CommandSucceededEvent | CommandFailedEvent) => {
          const name = event.commandName.toLowerCase();
          if (ignored.has(name) || SENSITIVE.has(name) || name === "configurefailpoint") return;
          events.push({ type, event });
        };
        for (const type of ["commandStartedEvent", "commandSucceededEvent", "commandFailedEvent"]) {
          if (observe.has(type)) client.on(type.replace(/Event$/, "") as "commandStarted", record(type));
        }
        await client.connect();
        this.entities.set(id, { kind: "client", value: { client, events } });
      } else if (kind === "database") {
        const owner = this.get(spec.client as string);
        if (owner.kind !== "client") throw new Error(`${spec.client as string} is not a client`);
        this.entities.set(id, { kind: "database", value: owner.value.client.db(spec.databaseName as string, spec.databaseOptions as Doc) });
      } else if (kind === "collection") {
        const db = this.get(spec.database as string);
        if (db.kind !== "database") throw new Error(`${spec.database as string} is not a database`);
        this.entities.set(id, { kind: "collection", value: db.value.collection(spec.collectionName as string, spec.collectionOptions as Doc) });
      } else {
        throw new Error(`unsupported entity type ${kind}`);
      }
    }
  }

  async close(): Promise<void> {
    for (const entity of this.entities.values()) if (entity.kind === "client") await entity.value.client.close();
    this.entities.clear();
  }

  /** Runs one operation and applies its expectations; throws on a mismatch. */
  async runOperation(op: Doc): Promise<void> {
    let result: unknown;
    let error: unknown;
    try {
      result = await this.execute(op.object as string, op.name as string, (op.arguments as Doc | undefined) ?? {});
    } catch (err) {
      error = err;
    }
    const label = `${op.object as string}.${op.name as string}`;
    if (op.ignoreResultAndError === true) return;
    if (op.expectError) {
      if (error === undefined) throw new Error(`${label}: expected an error, got ${EJSON.stringify(result as Doc)}`);
      const problem = checkError(op.expectError as Doc, error);
      if (problem) throw new Error(`${label}: ${problem}`);
      return;
    }
    if (error !== undefined) throw new Error(`${label}: unexpected error: ${describeError(error)}`);
    if ("expectResult" in op) {
      const problem = Array.isArray(op.expectResult) && Array.isArray(result) && ITERABLE_RESULTS.has(op.name as string)
        ? matchRoots(op.expectResult, result)
        : match(op.expectResult, result);
      if (problem) throw new Error(`${label}: result mismatch: ${problem}`);
    }
  }

  private async execute(object: string, name: string, args: Doc): Promise<unknown> {
    if (object === "testRunner") throw new Error(`unsupported testRunner operation ${name}`);
    const entity = this.get(object);
    if (entity.kind === "collection") return collectionOperation(entity.value, name, args);
    if (entity.kind === "database") return databaseOperation(entity.value, name, args);
    throw new Error(`unsupported operation ${name} on a client`);
  }

  checkEvents(expectations: UnifiedTest["expectEvents"]): void {
    for (const expected of expectations ?? []) {
      if ((expected.eventType ?? "command") !== "command") throw new Error(`unsupported event type ${expected.eventType as string}`);
      const entity = this.get(expected.client);
      if (entity.kind !== "client") throw new Error(`${expected.client} is not a client`);
      const actual = entity.value.events;
      if (expected.ignoreExtraEvents ? actual.length < expected.events.length : actual.length !== expected.events.length) {
        throw new Error(`expected ${expected.events.length} events, observed ${actual.length}: ${actual.map((e) => `${e.type}(${e.event.commandName})`).join(", ")}`);
      }
      expected.events.forEach((want, i) => {
        const [type, spec] = Object.entries(want)[0] as [string, Doc];
        const got = actual[i] as ObservedEvent;
        if (got.type !== type) throw new Error(`event ${i}: expected ${type}, observed ${got.type}`);
        if (spec.commandName !== undefined && spec.commandName !== got.event.commandName) {
          throw new Error(`event ${i}: expected command ${spec.commandName as string}, observed ${got.event.commandName}`);
        }
        if (spec.databaseName !== undefined && "databaseName" in got.event && spec.databaseName !== got.event.databaseName) {
          throw new Error(`event ${i}: expected database ${spec.databaseName as string}`);
        }
        const body = "command" in got.event ? got.event.command : "reply" in got.event ? got.event.reply : undefined;
        const want2 = spec.command ?? spec.reply;
        if (want2 !== undefined) {
          const problem = match(want2, body, `event ${i} ${got.event.commandName}`);
          if (problem) throw new Error(problem);
        }
      });
    }
  }
}

const ITERABLE_RESULTS = new Set(["find", "aggregate", "listCollections", "listIndexes", "listDatabases"]);

function matchRoots(expected: unknown[], actual: unknown[]): string | null {
  if (expected.length !== actual.length) return `expected ${expected.length} documents, got ${actual.length}: ${EJSON.stringify(actual as Doc[])}`;
  for (let i = 0; i < expected.length; i++) {
    const problem = match(expected[i], actual[i], `$[${i}]`, true);
    if (problem) return problem;
  }
  return null;
}

function describeError(err: unknown): string {
  if (err instanceof MongoServerError) return `${err.constructor.name} ${String(err.code)} ${err.message}`;
  return err instanceof Error ? `${err.constructor.name}: ${err.message}` : String(err);
}

function bulkResultOf(result: BulkWriteResult): Doc {
  return {
    deletedCount: result.deletedCount,
    insertedCount: result.insertedCount,
    insertedIds: result.insertedIds,
    matchedCount: result.matchedCount,
    modifiedCount: result.modifiedCount,
    upsertedCount: result.upsertedCount,
    upsertedIds: result.upsertedIds,
  };
}

function checkError(expected: Doc, err: unknown): string | null {
  const server = err instanceof MongoServerError;
  if (expected.isClientError !== undefined && expected.isClientError === server) {
    return `expected a ${expected.isClientError ? "client" : "server"} error, got ${describeError(err)}`;
  }
  const message = err instanceof Error ? err.message : String(err);
  if (typeof expected.errorContains === "string" && !message.toLowerCase().includes(expected.errorContains.toLowerCase())) {
    return `expected an error containing "${expected.errorContains}", got ${describeError(err)}`;
  }
  if (expected.errorCode !== undefined && (!server || err.code !== expected.errorCode)) {
    return `expected error code ${String(expected.errorCode)}, got ${describeError(err)}`;
  }
  if (typeof expected.errorCodeName === "string" && (!server || String(err.codeName).toLowerCase() !== expected.errorCodeName.toLowerCase())) {
    return `expected error ${expected.errorCodeName}, got ${describeError(err)} (${server ? String(err.codeName) : "client"})`;
  }
  if (expected.errorResponse !== undefined) {
    if (!server) return `expected a server response, got ${describeError(err)}`;
    const problem = match(expected.errorResponse, err.errorResponse, "errorResponse");
    if (problem) return problem;
  }
  if (Array.isArray(expected.errorLabelsContain)) {
    for (const label of expected.errorLabelsContain as string[]) if (!server || !err.hasErrorLabel(label)) return `expected error label ${label}`;
  }
  if (Array.isArray(expected.errorLabelsOmit)) {
    for (const label of expected.errorLabelsOmit as string[]) if (server && err.hasErrorLabel(label)) return `unexpected error label ${label}`;
  }
  if ("expectResult" in expected) {
    const partial = err instanceof MongoBulkWriteError ? bulkResultOf(err.result) : undefined;
    const problem = match(expected.expectResult, partial, "partial result");
    if (problem) return problem;
  }
  return null;
}

/** Unified-format argument names are the driver's option names, except returnDocument's case. */
function options(args: Doc, ...omit: string[]): Doc {
  const out: Doc = {};
  for (const [k, v] of Object.entries(args)) {
    if (omit.includes(k)) continue;
    out[k] = k === "returnDocument" && typeof v === "string" ? v.toLowerCase() : v;
  }
  return out;
}

function writeResult(result: object): Doc {
  const { acknowledged: _acknowledged, ...rest } = result as Doc;
  return rest;
}

async function collectionOperation(coll: Collection, name: string, args: Doc): Promise<unknown> {
  const filter = (args.filter as Doc | undefined) ?? {};
  switch (name) {
    case "find":
      return coll.find(filter, options(args, "filter")).toArray();
    case "findOne":
      return coll.findOne(filter, options(args, "filter"));
    case "aggregate":
      return coll.aggregate(args.pipeline as Doc[], options(args, "pipeline")).toArray();
    case "countDocuments":
      return coll.countDocuments(filter, options(args, "filter"));
    case "estimatedDocumentCount":
      return coll.estimatedDocumentCount(options(args));
    case "count":
      return coll.count(filter, options(args, "filter"));
    case "distinct":
      return coll.distinct(args.fieldName as string, filter, options(args, "fieldName", "filter"));
    case "insertOne":
      return writeResult(await coll.insertOne(args.document as Doc, options(args, "document")));
    case "insertMany":
      return writeResult(await coll.insertMany(args.documents as Doc[], options(args, "documents")));
    case "updateOne":
      return writeResult(await coll.updateOne(filter, args.update as Doc, options(args, "filter", "update")));
    case "updateMany":
      return writeResult(await coll.updateMany(filter, args.update as Doc, options(args, "filter", "update")));
    case "replaceOne":
      return writeResult(await coll.replaceOne(filter, args.replacement as Doc, options(args, "filter", "replacement")));
    case "deleteOne":
      return writeResult(await coll.deleteOne(filter, options(args, "filter")));
    case "deleteMany":
      return writeResult(await coll.deleteMany(filter, options(args, "filter")));
    case "findOneAndUpdate":
      return coll.findOneAndUpdate(filter, args.update as Doc, options(args, "filter", "update"));
    case "findOneAndReplace":
      return coll.findOneAndReplace(filter, args.replacement as Doc, options(args, "filter", "replacement"));
    case "findOneAndDelete":
      return coll.findOneAndDelete(filter, options(args, "filter"));
    case "bulkWrite":
      return bulkResultOf(await coll.bulkWrite(args.requests as AnyBulkWriteOperation[], options(args, "requests")));
    case "createIndex":
      return coll.createIndex(args.keys as Record<string, 1 | -1>, options(args, "keys"));
    default:
      throw new Error(`unsupported collection operation ${name}`);
  }
}

async function databaseOperation(db: Db, name: string, args: Doc): Promise<unknown> {
  switch (name) {
    case "aggregate":
      return db.aggregate(args.pipeline as Doc[], options(args, "pipeline")).toArray();
    case "createCollection":
      await db.createCollection(args.collection as string, options(args, "collection"));
      return undefined;
    case "dropCollection":
      return db.dropCollection(args.collection as string, options(args, "collection"));
    case "modifyCollection":
      return db.command({ collMod: args.collection, ...options(args, "collection") });
    case "runCommand":
      return db.command(args.command as Doc);
    default:
      throw new Error(`unsupported database operation ${name}`);
  }
}

/** initialData: drop, create (with createOptions), insert, all with a majority write concern. */
export async function loadInitialData(internal: MongoClient, data: CollectionData[] | undefined): Promise<void> {
  for (const coll of data ?? []) {
    const db = internal.db(coll.databaseName);
    await db.dropCollection(coll.collectionName, { writeConcern: { w: "majority" } }).catch(() => false);
    if (coll.createOptions || coll.documents.length === 0) {
      await db.createCollection(coll.collectionName, { ...coll.createOptions, writeConcern: { w: "majority" } });
    }
    if (coll.documents.length) await db.collection(coll.collectionName).insertMany(coll.documents, { writeConcern: { w: "majority" } });
  }
}

export async function checkOutcome(internal: MongoClient, outcome: CollectionData[] | undefined): Promise<void> {
  for (const coll of outcome ?? []) {
    const docs = await internal
      .db(coll.databaseName)
      .collection(coll.collectionName, { readConcern: { level: "local" } })
      .find({}, { sort: { _id: 1 } })
      .toArray();
    const problem = matchExactly(coll.documents, docs, `${coll.databaseName}.${coll.collectionName}`);
    if (problem) throw new Error(`outcome: ${problem}`);
  }
}
