import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import { ArchiveRefused, DATABASE_ENTRY, photoNameOf, readArchive, writeArchive } from "./archive";

let uploads: string;

beforeAll(() => {
  uploads = mkdtempSync(path.join(os.tmpdir(), "scents-archive-"));
  writeFileSync(path.join(uploads, "aaaaaaaaaaaaaaaaaaaaaaaa-800x1000-640.avif"), Buffer.alloc(3 * 1024 * 1024, 7));
  writeFileSync(path.join(uploads, "bbbbbbbbbbbbbbbbbbbbbbbb-800x1000-320.webp"), "small photo");
});

afterAll(() => rmSync(uploads, { recursive: true, force: true }));

async function archived(): Promise<Buffer> {
  return buffer(Readable.from(writeArchive(Readable.from([Buffer.from("database "), Buffer.from("backup")]), uploads)));
}

async function entriesOf(bytes: Buffer, chunk = 1000): Promise<Record<string, Buffer>> {
  const found: Record<string, Buffer> = {};
  const pieces = Array.from({ length: Math.ceil(bytes.length / chunk) }, (_, index) => bytes.subarray(index * chunk, (index + 1) * chunk));
  await readArchive(Readable.from(pieces), async (name, content) => {
    found[name] = await buffer(Readable.from(content));
  });
  return found;
}

describe("the off-site archive", () => {
  it("holds the database backup and every photo, byte for byte, read in any chunks", async () => {
    const bytes = await archived();
    for (const chunk of [1000, 65_536, bytes.length]) {
      const entries = await entriesOf(bytes, chunk);
      expect(Object.keys(entries)).toEqual([DATABASE_ENTRY, "uploads/aaaaaaaaaaaaaaaaaaaaaaaa-800x1000-640.avif", "uploads/bbbbbbbbbbbbbbbbbbbbbbbb-800x1000-320.webp"]);
      expect(entries[DATABASE_ENTRY]?.toString()).toBe("database backup");
      expect(entries["uploads/aaaaaaaaaaaaaaaaaaaaaaaa-800x1000-640.avif"]?.equals(Buffer.alloc(3 * 1024 * 1024, 7))).toBe(true);
    }
  });

  it("refuses an archive cut short, with data after its end, or not an archive", async () => {
    const bytes = await archived();
    await expect(entriesOf(bytes.subarray(0, bytes.length - 3))).rejects.toThrow(ArchiveRefused);
    await expect(entriesOf(bytes.subarray(0, 5000))).rejects.toThrow(/cut short/);
    await expect(entriesOf(Buffer.concat([bytes, Buffer.from("x")]))).rejects.toThrow(/after its last entry/);
    await expect(entriesOf(Buffer.from("gzip or anything else"))).rejects.toThrow(/does not start as an archive/);
  });

  it("restores a photo only under an upload's own name, never a path", () => {
    expect(photoNameOf("uploads/aaaaaaaaaaaaaaaaaaaaaaaa-800x1000-640.avif")).toBe("aaaaaaaaaaaaaaaaaaaaaaaa-800x1000-640.avif");
    expect(photoNameOf(DATABASE_ENTRY)).toBeNull();
    for (const name of ["uploads/../../etc/passwd", "uploads/a/b.jpg", "uploads/.hidden", "uploads/", "uploads/a..b.jpg"]) expect(() => photoNameOf(name)).toThrow(ArchiveRefused);
  });
});
