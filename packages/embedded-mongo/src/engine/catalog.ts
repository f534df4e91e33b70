import type { Binary } from "bson";
import type { Doc } from "../bson-utils";
import { CommandError, ErrorCodes } from "../errors";
import { Collection, type JournalOp } from "./collection";
import type { IndexSpec } from "./indexes";

/**
 * All databases and collections. Every mutation goes through here or through a Collection and
 * leaves a journal op in `pending`; the dispatcher makes them durable before replying.
 */
export class Catalog {
  private readonly dbs = new Map<string, Map<string, Collection>>();
  private pending: JournalOp[] = [];
  private readonly log = (op: JournalOp): void => {
    this.pending.push(op);
  };

  takeOps(): JournalOp[] {
    const ops = this.pending;
    this.pending = [];
    return ops;
  }

  databaseNames(): string[] {
    return [...this.dbs.entries()].filter(([, colls]) => colls.size > 0).map(([name]) => name);
  }

  collections(db: string): Collection[] {
    return [...(this.dbs.get(db)?.values() ?? [])];
  }

  get(db: string, name: string): Collection | undefined {
    return this.dbs.get(db)?.get(name);
  }

  /** Implicit creation on first write, as mongod does. */
  ensure(db: string, name: string): Collection {
    return this.get(db, name) ?? this.create(db, name, {});
  }

  create(db: string, name: string, options: Doc, uuid?: Binary, replaying = false): Collection {
    validateName(db, name);
    if (this.get(db, name)) {
      throw new CommandError(ErrorCodes.NamespaceExists, `Collection ${db}.${name} already exists.`);
    }
    let colls = this.dbs.get(db);
    if (!colls) this.dbs.set(db, (colls = new Map()));
    const coll = new Collection(db, name, options, this.log, uuid);
    colls.set(name, coll);
    if (!replaying) this.log({ o: "mkcoll", db, c: name, opts: options, uuid: coll.uuid });
    return coll;
  }

  drop(db: string, name: string, replaying = false): boolean {
    const colls = this.dbs.get(db);
    if (!colls?.delete(name)) return false;
    if (colls.size === 0) this.dbs.delete(db);
    if (!replaying) this.log({ o: "dropcoll", db, c: name });
    return true;
  }

  dropDatabase(db: string, replaying = false): void {
    this.dbs.delete(db);
    if (!replaying) this.log({ o: "dropdb", db });
  }

  /** Replays one journal/snapshot op. Idempotent, so a suffix replayed twice is harmless. */
  apply(op: JournalOp): void {
    const db = String(op.db);
    const c = String(op.c);
    switch (op.o) {
      case "put":
        (this.get(db, c) ?? this.create(db, c, {}, undefined, true)).put(op.d as Doc | Uint8Array);
        break;
      case "patch": {
        const set = op.s as Binary;
        this.get(db, c)?.patch(op.id, set.buffer.subarray(0, set.position), op.u as string[]);
        break;
      }
      case "del":
        this.get(db, c)?.deleteById(op.id);
        break;
      case "mkcoll":
        if (!this.get(db, c)) this.create(db, c, (op.opts as Doc) ?? {}, op.uuid as Binary | undefined, true);
        break;
      case "collmod":
        this.get(db, c)?.setOptions((op.opts as Doc) ?? {}, true);
        break;
      case "dropcoll":
        this.drop(db, c, true);
        break;
      case "dropdb":
        this.dropDatabase(db, true);
        break;
      case "mkidx": {
        const coll = this.get(db, c) ?? this.create(db, c, {}, undefined, true);
        const spec = op.spec as IndexSpec;
        if (!coll.indexes.has(spec.name)) coll.createIndex(spec, true);
        break;
      }
      case "dropidx":
        if (this.get(db, c)?.indexes.has(String(op.name))) this.get(db, c)?.dropIndex(String(op.name), true);
        break;
      default:
        throw new Error(`unknown journal op ${String(op.o)}`);
    }
  }

  /** The whole state as ops, for a snapshot. */
  *dump(): Generator<JournalOp> {
    for (const [db, colls] of this.dbs) {
      for (const coll of colls.values()) {
        yield { o: "mkcoll", db, c: coll.name, opts: coll.options, uuid: coll.uuid };
        for (const index of coll.indexes.values()) {
          if (index.name !== "_id_") yield { o: "mkidx", db, c: coll.name, spec: index.spec };
        }
        for (const d of coll.docs.storedBytes()) yield { o: "put", db, c: coll.name, d };
      }
    }
  }
}

export function validateName(db: string, name: string): void {
  if (!db || /[/\\. "$]/.test(db)) throw new CommandError(ErrorCodes.InvalidNamespace, `Invalid database name: '${db}'`);
  if (!name || name.includes("$") || name.includes("\0") || name.startsWith(".")) {
    throw new CommandError(ErrorCodes.InvalidNamespace, `Invalid collection name: ${name}`);
  }
}
