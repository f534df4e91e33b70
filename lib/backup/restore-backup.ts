import "server-only";
import { createReadStream } from "node:fs";
import { createInterface } from "node:readline";
import { createGunzip } from "node:zlib";
import { asRestored, ensureLedgerIndexes } from "@/lib/analytics/sales-ledger";
import { giveProductsSizes } from "@/lib/catalog/size-migration";
import { makeEarlierAdminsOwners } from "@/lib/auth/staff-migration";
import { BACKUP_FORMAT, BACKUP_VERSION, EJSON, isUserCollection, type Db, type Document, type IndexSpec } from "./format";

const INSERT_BATCH = 1000;

export class RestoreRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = "RestoreRefused";
  }
}

export interface RestoreSummary {
  collections: { name: string; documents: number }[];
}

type Parsed =
  | { kind: "header" }
  | { kind: "collection"; name: string; indexes: IndexSpec[] }
  | { kind: "document"; document: Document }
  | { kind: "end"; name: string; count: number }
  | { kind: "complete"; collections: number };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

// Canonical Extended JSON reads numbers back as BSON Int32/Double objects.
function asNumber(value: unknown): number | null {
  if (typeof value === "number") return value;
  if (isObject(value) && "_bsontype" in value && typeof value.valueOf === "function") {
    const number = Number(value.valueOf());
    return Number.isFinite(number) ? number : null;
  }
  return null;
}

function parseLine(text: string, lineNumber: number): Parsed {
  const fail = (why: string) => new RestoreRefused(`Not a Scents backup, or a damaged one: line ${lineNumber} ${why}.`);
  let value: unknown;
  try {
    value = EJSON.parse(text, { relaxed: false });
  } catch {
    throw fail("is not Extended JSON");
  }
  if (!isObject(value)) throw fail("is not an object");
  if (isObject(value.d)) return { kind: "document", document: value.d };
  if (typeof value.collection === "string" && Array.isArray(value.indexes)) {
    if (!isUserCollection(value.collection)) throw fail(`names a system collection (${value.collection})`);
    return { kind: "collection", name: value.collection, indexes: value.indexes as IndexSpec[] };
  }
  const count = asNumber(value.count);
  if (typeof value.end === "string" && count !== null) return { kind: "end", name: value.end, count };
  const collections = asNumber(value.collections);
  if (value.complete === true && collections !== null) return { kind: "complete", collections };
  if (value.format === BACKUP_FORMAT) {
    const version = asNumber(value.version);
    if (version !== BACKUP_VERSION) throw fail(`is version ${String(version)}; this shop reads version ${BACKUP_VERSION}`);
    return { kind: "header" };
  }
  throw fail("is not part of a backup");
}

async function* readLines(file: string): AsyncGenerator<Parsed> {
  const input = createReadStream(file).pipe(createGunzip());
  const lines = createInterface({ input, crlfDelay: Infinity });
  let lineNumber = 0;
  try {
    for await (const text of lines) {
      lineNumber += 1;
      if (text.trim() !== "") yield parseLine(text, lineNumber);
    }
  } catch (error) {
    if (error instanceof RestoreRefused) throw error;
    throw new RestoreRefused(`Cannot read ${file} as a gzip'd backup: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/**
 * Reads the whole file once before anything is written: a file that is not a backup, is damaged
 * or was cut short is refused while the database is still untouched.
 */
export async function checkBackupFile(file: string): Promise<RestoreSummary> {
  const collections: RestoreSummary["collections"] = [];
  let state: "start" | "between" | "inside" | "done" = "start";
  let current: { name: string; documents: number } | null = null;
  const refuse = (why: string) => new RestoreRefused(`Not a Scents backup, or a damaged one: ${why}.`);
  for await (const line of readLines(file)) {
    if (state === "start") {
      if (line.kind !== "header") throw refuse("it does not start with a backup header");
      state = "between";
    } else if (state === "between") {
      if (line.kind === "collection") {
        if (collections.some((seen) => seen.name === line.name)) throw refuse(`collection ${line.name} appears twice`);
        current = { name: line.name, documents: 0 };
        state = "inside";
      } else if (line.kind === "complete") {
        if (line.collections !== collections.length) throw refuse(`it lists ${line.collections} collections but holds ${collections.length}`);
        state = "done";
      } else throw refuse(`a ${line.kind} line stands outside any collection`);
    } else if (state === "inside" && current) {
      if (line.kind === "document") current.documents += 1;
      else if (line.kind === "end" && line.name === current.name) {
        if (line.count !== current.documents) throw refuse(`collection ${current.name} should have ${line.count} documents but has ${current.documents}`);
        collections.push(current);
        current = null;
        state = "between";
      } else throw refuse(`collection ${current.name} is not closed before a ${line.kind} line`);
    } else {
      throw refuse("there is data after its last line");
    }
  }
  if (state !== "done") throw refuse("it ends before its last line (cut short?)");
  return { collections };
}

/** Collections of the database that hold documents, with how many. */
async function collectionsWithData(db: Db): Promise<{ name: string; documents: number }[]> {
  const names = (await db.listCollections({}, { nameOnly: true }).toArray()).map((collection) => collection.name).filter(isUserCollection);
  const counts = await Promise.all(names.map(async (name) => ({ name, documents: await db.collection(name).countDocuments({}) })));
  return counts.filter((entry) => entry.documents > 0).sort((a, b) => a.name.localeCompare(b.name));
}

async function loadBackup(db: Db, file: string): Promise<void> {
  let name = "";
  let indexes: IndexSpec[] = [];
  let batch: Document[] = [];
  const flush = async () => {
    if (batch.length > 0) await db.collection(name).insertMany(batch, { ordered: true });
    batch = [];
  };
  for await (const line of readLines(file)) {
    if (line.kind === "collection") {
      name = line.name;
      indexes = line.indexes;
      await db.createCollection(name);
    } else if (line.kind === "document") {
      const document = asRestored(name, line.document);
      if (document) batch.push(document);
      if (batch.length >= INSERT_BATCH) await flush();
    } else if (line.kind === "end") {
      await flush();
      // Indexes after the data: one build instead of an update per insert.
      if (indexes.length > 0) await db.collection(name).createIndexes(indexes);
    }
  }
}

/**
 * Loads a backup into an empty database. A database holding any document is refused unless
 * `force` is given; then every collection in it is dropped first, so afterwards it holds exactly
 * what the backup holds, but for the sales ledger, which is left to be counted afresh from the
 * restored orders (asRestored).
 */
export async function restoreBackup(db: Db, file: string, options: { force?: boolean } = {}): Promise<RestoreSummary> {
  const summary = await checkBackupFile(file);
  const existing = await collectionsWithData(db);
  if (existing.length > 0 && !options.force) {
    const list = existing.map((entry) => `${entry.name}: ${entry.documents}`).join(", ");
    throw new RestoreRefused(`The database ${db.databaseName} is not empty (${list}). Restore into an empty database, or pass --force to replace everything in it with the backup.`);
  }
  // Without force these hold no documents: dropping them clears indexes the backup may define differently.
  await db.dropDatabase();
  await loadBackup(db, file);
  await ensureLedgerIndexes(db);
  // A backup from before sizes: its products are sold in one size each, as they were.
  await giveProductsSizes(db.collection("products"));
  await makeEarlierAdminsOwners(db.collection("users"));
  return summary;
}
