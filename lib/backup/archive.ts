import { createReadStream } from "node:fs";
import { readdir, stat } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";

/**
 * An off-site backup's contents before it is sealed: the database backup (the file 'Create
 * Backup' downloads, format.ts) and every uploaded photo, one entry after another, each written
 * as it is read, so neither needs its size known in advance nor held in memory:
 *   MAGIC, then per entry: name length (u16) and name, chunks of (length u32, bytes), a 0 length;
 *   then a 0 name length and the number of entries (u32).
 * The photos are not compressed again (AVIF, WebP and JPEG are compressed already); the database
 * backup is gzip'd.
 */
const MAGIC = Buffer.from("SCENTSARCHIVE1\n", "ascii");
export const DATABASE_ENTRY = "database.ndjson.gz";
const PHOTO_PREFIX = "uploads/";
const MAX_CHUNK = 1024 * 1024;

// Upload names are content-addressed and flat: anything else in an archive is refused, never written.
const PHOTO_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,200}$/;

export class ArchiveRefused extends Error {
  constructor(message: string) {
    super(`Not a Scents off-site backup, or a damaged one: ${message}.`);
    this.name = "ArchiveRefused";
  }
}

const u16 = (value: number) => {
  const bytes = Buffer.alloc(2);
  bytes.writeUInt16BE(value);
  return bytes;
};
const u32 = (value: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value);
  return bytes;
};

export const photoEntry = (name: string) => `${PHOTO_PREFIX}${name}`;
/** The upload file name an entry restores to, or null for an entry that is not a photo. */
export function photoNameOf(entry: string): string | null {
  if (!entry.startsWith(PHOTO_PREFIX)) return null;
  const name = entry.slice(PHOTO_PREFIX.length);
  if (!PHOTO_NAME.test(name) || name.includes("..")) throw new ArchiveRefused(`it names a photo ${JSON.stringify(name)} that no upload could have`);
  return name;
}

/** The uploaded photos on disk, by name (none when the folder does not exist: Cloudinary keeps them). */
export async function uploadedPhotos(folder: string): Promise<string[]> {
  try {
    const entries = await readdir(folder, { withFileTypes: true });
    return entries.filter((entry) => entry.isFile() && PHOTO_NAME.test(entry.name)).map((entry) => entry.name).sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
}

export interface ArchiveCounts {
  photos: number;
}

async function* entry(name: string, content: AsyncIterable<Buffer | string>): AsyncGenerator<Buffer> {
  const bytes = Buffer.from(name, "utf8");
  yield Buffer.concat([u16(bytes.length), bytes]);
  for await (const piece of content) {
    const chunk = typeof piece === "string" ? Buffer.from(piece) : piece;
    for (let offset = 0; offset < chunk.length; offset += MAX_CHUNK) {
      const part = chunk.subarray(offset, offset + MAX_CHUNK);
      yield u32(part.length);
      yield part;
    }
  }
  yield u32(0);
}

/**
 * The archive of a database backup stream and the photos in `uploads`, as it is read. A photo
 * deleted between the listing and its turn is left out (its product no longer shows it).
 */
export async function* writeArchive(database: Readable, uploads: string, counts: ArchiveCounts = { photos: 0 }): AsyncGenerator<Buffer> {
  yield MAGIC;
  yield* entry(DATABASE_ENTRY, database);
  let entries = 1;
  for (const name of await uploadedPhotos(uploads)) {
    const file = path.join(uploads, name);
    try {
      await stat(file);
    } catch {
      continue;
    }
    yield* entry(photoEntry(name), createReadStream(file));
    entries += 1;
    counts.photos += 1;
  }
  yield u16(0);
  yield u32(entries);
}

/** Reads exact byte counts from a stream of chunks, joining each read's pieces once. */
class ByteReader {
  private pieces: Buffer[] = [];
  private length = 0;
  private readonly source: AsyncIterator<Buffer>;

  constructor(source: AsyncIterable<Buffer>) {
    this.source = source[Symbol.asyncIterator]();
  }

  private async fill(count: number): Promise<boolean> {
    while (this.length < count) {
      const next = await this.source.next();
      if (next.done) return false;
      this.pieces.push(next.value);
      this.length += next.value.length;
    }
    return true;
  }

  async read(count: number): Promise<Buffer> {
    if (!(await this.fill(count))) throw new ArchiveRefused("it ends before its last entry (cut short?)");
    const joined = this.pieces.length === 1 ? (this.pieces[0] as Buffer) : Buffer.concat(this.pieces);
    const rest = joined.subarray(count);
    this.pieces = rest.length > 0 ? [rest] : [];
    this.length = rest.length;
    return joined.subarray(0, count);
  }

  async atEnd(): Promise<boolean> {
    return !(await this.fill(1));
  }
}

/**
 * Reads an archive, handing each entry's name and content to `onEntry`, which must read the
 * content to its end. Answers the number of entries, checked against the archive's own count.
 */
export async function readArchive(source: AsyncIterable<Buffer>, onEntry: (name: string, content: AsyncGenerator<Buffer>) => Promise<void>): Promise<number> {
  const reader = new ByteReader(source);
  if (!(await reader.read(MAGIC.length)).equals(MAGIC)) throw new ArchiveRefused("it does not start as an archive");
  let entries = 0;
  for (;;) {
    const nameLength = (await reader.read(2)).readUInt16BE();
    if (nameLength === 0) break;
    const name = (await reader.read(nameLength)).toString("utf8");
    let finished = false;
    const content = async function* (): AsyncGenerator<Buffer> {
      for (;;) {
        const length = (await reader.read(4)).readUInt32BE();
        if (length === 0) break;
        if (length > MAX_CHUNK) throw new ArchiveRefused(`entry ${name} has a chunk of ${length} bytes`);
        yield await reader.read(length);
      }
      finished = true;
    };
    await onEntry(name, content());
    if (!finished) throw new Error(`The archive's entry ${name} was not read to its end`);
    entries += 1;
  }
  const counted = (await reader.read(4)).readUInt32BE();
  if (counted !== entries) throw new ArchiveRefused(`it lists ${counted} entries but holds ${entries}`);
  if (!(await reader.atEnd())) throw new ArchiveRefused("there is data after its last entry");
  return entries;
}
