import fs from "node:fs";
import path from "node:path";
import type { Doc } from "../bson-utils";
import type { Catalog } from "../engine/catalog";
import { frameRecord, readRecordsFile, scanRecords } from "./records";

export interface Durability {
  /** Resolves once every op is on stable storage. */
  commit(ops: Doc[]): Promise<void>;
  close(): Promise<void>;
}

/** ":memory:" mode: nothing to wait for. */
export class MemoryDurability implements Durability {
  commit(): Promise<void> {
    return Promise.resolve();
  }
  close(): Promise<void> {
    return Promise.resolve();
  }
}

const JOURNAL = "journal.bin";
const SNAPSHOT = "snapshot.bin";
const DEFAULT_COMPACT_BYTES = 64 * 1024 * 1024;

interface Waiter {
  data: Buffer;
  resolve: () => void;
  reject: (err: Error) => void;
}

function fsyncDir(dir: string): void {
  let fd: number | undefined;
  try {
    fd = fs.openSync(dir, "r");
    fs.fsyncSync(fd);
  } catch {
    // Some filesystems refuse fsync on directories; the rename is still atomic there.
  } finally {
    if (fd !== undefined) fs.closeSync(fd);
  }
}

/**
 * Snapshot + append-only journal. Writes that arrive while an fsync is running are batched
 * into the next one (group commit); no caller is resolved before its bytes are fsync'd.
 * Journal ops are idempotent "set state" ops, so replaying some of them twice after a
 * compaction is harmless.
 */
export class DiskDurability implements Durability {
  private queue: Waiter[] = [];
  private flushing: Promise<void> | undefined;
  private journalSize = 0;

  private constructor(
    private readonly dir: string,
    private readonly catalog: Catalog,
    private readonly fd: number,
    private readonly compactBytes: number,
  ) {}

  static open(dir: string, catalog: Catalog, compactBytes = DEFAULT_COMPACT_BYTES): DiskDurability {
    fs.mkdirSync(dir, { recursive: true });
    const snapshotPath = path.join(dir, SNAPSHOT);
    if (fs.existsSync(snapshotPath)) {
      const { validLength, length } = readRecordsFile(snapshotPath, (op) => catalog.apply(op), undefined, true);
      if (validLength !== length) throw new Error(`Snapshot ${snapshotPath} is corrupt at byte ${validLength}`);
    }
    const journalPath = path.join(dir, JOURNAL);
    const isNew = !fs.existsSync(journalPath);
    const fd = fs.openSync(journalPath, "a+");
    const data = fs.readFileSync(journalPath);
    const { ops, validLength } = scanRecords(data, true);
    for (const op of ops) catalog.apply(op);
    if (validLength < data.length) {
      // A torn tail is a write that was never acknowledged; cut it so new records follow good ones.
      console.warn(`[embedded-mongo] ignoring ${data.length - validLength} bytes of torn journal tail in ${journalPath}`);
      fs.ftruncateSync(fd, validLength);
      fs.fsyncSync(fd);
    }
    if (isNew) fsyncDir(dir);
    catalog.takeOps();
    const durability = new DiskDurability(dir, catalog, fd, compactBytes);
    durability.journalSize = validLength;
    return durability;
  }

  commit(ops: Doc[]): Promise<void> {
    if (ops.length === 0) return Promise.resolve();
    const data = Buffer.concat(ops.map(frameRecord));
    return new Promise<void>((resolve, reject) => {
      this.queue.push({ data, resolve, reject });
      this.flushing ??= this.flushLoop();
    });
  }

  private async flushLoop(): Promise<void> {
    try {
      while (this.queue.length > 0) {
        const batch = this.queue;
        this.queue = [];
        try {
          await this.appendAndSync(Buffer.concat(batch.map((w) => w.data)));
          for (const w of batch) w.resolve();
        } catch (err) {
          for (const w of batch) w.reject(err instanceof Error ? err : new Error(String(err)));
        }
        if (this.journalSize > this.compactBytes) this.compact();
      }
    } finally {
      this.flushing = undefined;
    }
  }

  private async appendAndSync(data: Buffer): Promise<void> {
    let written = 0;
    while (written < data.length) {
      written += await new Promise<number>((resolve, reject) =>
        fs.write(this.fd, data, written, data.length - written, null, (err, n) => (err ? reject(err) : resolve(n))),
      );
    }
    await new Promise<void>((resolve, reject) => fs.fdatasync(this.fd, (err) => (err ? reject(err) : resolve())));
    this.journalSize += data.length;
  }

  /**
   * Writes the whole in-memory state as a new snapshot (temp file, fsync, rename, fsync dir),
   * then empties the journal. Synchronous so no write interleaves with the dump.
   */
  compact(): void {
    const tmp = path.join(this.dir, `${SNAPSHOT}.tmp`);
    const fd = fs.openSync(tmp, "w");
    try {
      let chunk: Buffer[] = [];
      let chunkBytes = 0;
      for (const op of this.catalog.dump()) {
        const rec = frameRecord(op);
        chunk.push(rec);
        chunkBytes += rec.length;
        if (chunkBytes > 1024 * 1024) {
          fs.writeSync(fd, Buffer.concat(chunk));
          chunk = [];
          chunkBytes = 0;
        }
      }
      if (chunk.length) fs.writeSync(fd, Buffer.concat(chunk));
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
    fs.renameSync(tmp, path.join(this.dir, SNAPSHOT));
    fsyncDir(this.dir);
    fs.ftruncateSync(this.fd, 0);
    fs.fsyncSync(this.fd);
    this.journalSize = 0;
  }

  async close(): Promise<void> {
    while (this.flushing) await this.flushing;
    this.compact();
    fs.closeSync(this.fd);
  }
}
