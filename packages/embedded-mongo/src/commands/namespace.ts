import { Long } from "bson";
import { Query } from "mingo";
import { type Doc, isPlainObject } from "../bson-utils";
import { parseCollation } from "../engine/collation";
import { checkValidationOptions } from "../engine/validation";
import { CommandError, ErrorCodes } from "../errors";
import { collectionArg, cursorReply, docArg, type Handler } from "./context";

/**
 * The validation options and the default collation are stored and enforced. Storage tuning and legacy flags (size, max,
 * storageEngine, indexOptionDefaults, autoIndexId, idIndex, temp, flags) change no result and are
 * accepted; the rest are refused.
 */
const VALIDATION_OPTIONS = ["validator", "validationLevel", "validationAction"];

const create: Handler = (ctx, cmd) => {
  const name = collectionArg(cmd, "create");
  if (cmd.viewOn !== undefined || cmd.pipeline !== undefined) {
    throw new CommandError(ErrorCodes.NotImplemented, "views are not supported by the embedded engine");
  }
  // mongod reads `capped` as a boolean (1024 is true). Not code 20: the driver rewrites any code
  // 20 answer to a write into "This MongoDB deployment does not support retryable writes".
  const capped = cmd.capped !== undefined && cmd.capped !== null && cmd.capped !== false && cmd.capped !== 0;
  if (capped || cmd.timeseries !== undefined) {
    throw new CommandError(ErrorCodes.NotImplemented, "capped and time-series collections are not supported by the embedded engine");
  }
  for (const key of ["clusteredIndex", "encryptedFields", "changeStreamPreAndPostImages", "expireAfterSeconds"]) {
    if (cmd[key] !== undefined) throw new CommandError(ErrorCodes.NotImplemented, `create.${key} is not supported by the embedded engine`);
  }
  const options: Doc = {};
  for (const key of VALIDATION_OPTIONS) if (cmd[key] !== undefined) options[key] = cmd[key];
  checkValidationOptions("create", options);
  // The default collation of the collection's reads, writes and indexes, kept normalised as mongod lists it.
  const collation = parseCollation(cmd.collation);
  if (collation) options.collation = collation;
  ctx.catalog.create(ctx.db, name, options);
  return { ok: 1 };
};

const COLLMOD_REFUSED = ["index", "viewOn", "pipeline", "expireAfterSeconds", "timeseries", "changeStreamPreAndPostImages", "cappedSize", "cappedMax", "dryRun", "collectionUUID"];

/** collMod changes the validation options; the index, view, capped and pre-image options are refused. */
const collMod: Handler = (ctx, cmd) => {
  const name = collectionArg(cmd, "collMod");
  for (const key of Object.keys(cmd)) {
    if (COLLMOD_REFUSED.includes(key)) throw new CommandError(ErrorCodes.NotImplemented, `collMod.${key} is not supported by the embedded engine`);
  }
  const coll = ctx.catalog.get(ctx.db, name);
  if (!coll) throw new CommandError(ErrorCodes.NamespaceNotFound, `ns does not exist: ${ctx.db}.${name}`);
  const changes: Doc = {};
  for (const key of VALIDATION_OPTIONS) if (cmd[key] !== undefined) changes[key] = cmd[key];
  checkValidationOptions("collMod", changes);
  const next: Doc = { ...coll.options, ...changes };
  if (isPlainObject(next.validator) && Object.keys(next.validator).length === 0) delete next.validator;
  coll.setOptions(next);
  return { ok: 1 };
};

const drop: Handler = (ctx, cmd) => {
  const name = collectionArg(cmd, "drop");
  const coll = ctx.catalog.get(ctx.db, name);
  const nIndexesWas = coll?.indexes.size ?? 0;
  // mongod 7.0 answers ok for a missing collection.
  ctx.catalog.drop(ctx.db, name);
  return { nIndexesWas, ns: `${ctx.db}.${name}`, ok: 1 };
};

const dropDatabase: Handler = (ctx) => {
  ctx.catalog.dropDatabase(ctx.db);
  return { dropped: ctx.db, ok: 1 };
};

const listCollections: Handler = (ctx, cmd) => {
  const filter = docArg(cmd, "filter");
  const nameOnly = cmd.nameOnly === true;
  let infos: Doc[] = ctx.catalog.collections(ctx.db).map((coll) =>
    nameOnly
      ? { name: coll.name, type: "collection" }
      : {
          name: coll.name,
          type: "collection",
          options: coll.options,
          info: { readOnly: false, uuid: coll.uuid },
          idIndex: { v: 2, key: { _id: 1 }, name: "_id_" },
        },
  );
  if (filter && Object.keys(filter).length) infos = new Query(filter).find<Doc>(infos).all();
  return cursorReply(`${ctx.db}.$cmd.listCollections`, Long.ZERO, infos, true);
};

const listDatabases: Handler = (ctx, cmd) => {
  const databases = ctx.catalog.databaseNames().map((name) => {
    let size = 0;
    for (const coll of ctx.catalog.collections(name)) size += coll.docs.dataSize;
    return { name, sizeOnDisk: size, empty: size === 0 };
  });
  const filter = docArg(cmd, "filter");
  const selected = filter && Object.keys(filter).length ? new Query(filter).find<Doc>(databases).all() : databases;
  if (cmd.nameOnly === true) return { databases: selected.map((d) => ({ name: d.name })), ok: 1 };
  return { databases: selected, totalSize: selected.reduce((n, d) => n + Number(d.sizeOnDisk), 0), ok: 1 };
};

const dbStats: Handler = (ctx) => {
  const colls = ctx.catalog.collections(ctx.db);
  let objects = 0;
  let dataSize = 0;
  for (const coll of colls) {
    objects += coll.docs.size;
    dataSize += coll.docs.dataSize;
  }
  return { db: ctx.db, collections: colls.length, views: 0, objects, dataSize, storageSize: dataSize, indexes: colls.reduce((n, c) => n + c.indexes.size, 0), ok: 1 };
};

export const namespaceCommands: Record<string, Handler> = {
  create,
  collMod,
  drop,
  dropDatabase,
  listCollections,
  listDatabases,
  dbStats,
};
