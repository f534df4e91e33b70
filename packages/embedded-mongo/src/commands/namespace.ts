import { BSON, Long } from "bson";
import { Query } from "mingo";
import type { Doc } from "../bson-utils";
import { CommandError, ErrorCodes } from "../errors";
import { collectionArg, cursorReply, docArg, type Handler } from "./context";

const create: Handler = (ctx, cmd) => {
  const name = collectionArg(cmd, "create");
  if (cmd.viewOn !== undefined) throw new CommandError(ErrorCodes.CommandNotFound, "no such command: 'create' with viewOn (views are not supported)");
  const options: Doc = {};
  for (const key of ["capped", "size", "max", "validator", "validationLevel", "validationAction", "collation", "timeseries", "expireAfterSeconds"]) {
    if (cmd[key] !== undefined) options[key] = cmd[key];
  }
  if (options.capped || options.timeseries) {
    throw new CommandError(ErrorCodes.IllegalOperation, "capped and time-series collections are not supported by the embedded engine");
  }
  ctx.catalog.create(ctx.db, name, options);
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
    for (const coll of ctx.catalog.collections(name)) for (const d of coll.docs.values()) size += BSON.calculateObjectSize(d);
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
    for (const d of coll.docs.values()) dataSize += BSON.calculateObjectSize(d);
  }
  return { db: ctx.db, collections: colls.length, views: 0, objects, dataSize, storageSize: dataSize, indexes: colls.reduce((n, c) => n + c.indexes.size, 0), ok: 1 };
};

export const namespaceCommands: Record<string, Handler> = {
  create,
  drop,
  dropDatabase,
  listCollections,
  listDatabases,
  dbStats,
};
