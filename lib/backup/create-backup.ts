import "server-only";
import { Readable } from "node:stream";
import { createGzip, type Gzip } from "node:zlib";
import { BACKUP_FORMAT, BACKUP_VERSION, isUserCollection, serialiseLine, type Db, type IndexSpec } from "./format";

// Lines are handed on in chunks of about this size: few enough stream writes, little memory.
const CHUNK_BYTES = 64 * 1024;
const BATCH_SIZE = 500;

async function* backupLines(db: Db, now: Date): AsyncGenerator<string> {
  yield serialiseLine({ format: BACKUP_FORMAT, version: BACKUP_VERSION, createdAt: now, database: db.databaseName });
  const names = (await db.listCollections({}, { nameOnly: true }).toArray())
    .map((collection) => collection.name)
    .filter(isUserCollection)
    .sort();
  for (const name of names) {
    const collection = db.collection(name);
    const indexes = (await collection.indexes())
      .filter((index) => index.name !== "_id_")
      .map(({ v: _version, ns: _namespace, ...spec }) => spec as IndexSpec);
    yield serialiseLine({ collection: name, indexes });
    let count = 0;
    // A cursor reads a batch at a time: memory stays bounded however large the collection.
    for await (const document of collection.find({}, { batchSize: BATCH_SIZE })) {
      count += 1;
      yield serialiseLine({ d: document });
    }
    yield serialiseLine({ end: name, count });
  }
  yield serialiseLine({ complete: true, collections: names.length });
}

async function* chunked(lines: AsyncIterable<string>): AsyncGenerator<string> {
  let pending: string[] = [];
  let size = 0;
  for await (const line of lines) {
    pending.push(line);
    size += line.length;
    if (size >= CHUNK_BYTES) {
      yield pending.join("");
      pending = [];
      size = 0;
    }
  }
  if (pending.length > 0) yield pending.join("");
}

/**
 * Every collection of the database as a gzip'd stream (format.ts), produced as it is read:
 * the reader's pace pulls documents from the cursors, so memory does not grow with the shop.
 * Documents written while it runs may or may not be in it; it is not a point-in-time snapshot.
 */
export function createBackupStream(db: Db, now = new Date()): Gzip {
  const source = Readable.from(chunked(backupLines(db, now)), { objectMode: false });
  const gzip = createGzip();
  source.on("error", (error) => gzip.destroy(error));
  return source.pipe(gzip);
}
