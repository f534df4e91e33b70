import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import { randomBytes } from "node:crypto";
import { BackupKeyRefused, createOwnerKeyPair, openWithOwnerKey, parseOwnerKey, sealForOwner } from "./owner-key";

const seal = (data: Buffer, publicKey: string) => buffer(Readable.from([data.subarray(0, 1000), data.subarray(1000)]).pipe(sealForOwner(publicKey)));
const open = (data: Buffer, ownerKey: string, chunk = 7) =>
  buffer(Readable.from(Array.from({ length: Math.ceil(data.length / chunk) }, (_, index) => data.subarray(index * chunk, (index + 1) * chunk))).pipe(openWithOwnerKey(ownerKey)));

describe("the owner's backup key", () => {
  const pair = createOwnerKeyPair();
  const data = randomBytes(70_000);

  it("seals for the public half and opens only with the owner's half, read in any chunks", async () => {
    expect(pair.ownerKey).toMatch(/^scents-backup-key-1:[A-Za-z0-9_-]{43}$/);
    expect(parseOwnerKey(` ${pair.ownerKey.slice(0, 30)}\n${pair.ownerKey.slice(30)} `).keyId).toBe(pair.keyId);
    const sealed = await seal(data, pair.publicKey);
    expect(sealed.includes(data.subarray(0, 64))).toBe(false);
    expect((await open(sealed, pair.ownerKey)).equals(data)).toBe(true);
    expect((await open(sealed, pair.ownerKey, 65_536)).equals(data)).toBe(true);
  });

  it("seals an empty stream too", async () => {
    expect(await open(await seal(Buffer.alloc(0), pair.publicKey), pair.ownerKey)).toEqual(Buffer.alloc(0));
  });

  it("refuses another key by name, a changed byte, a cut-short file and a mistyped key", async () => {
    const sealed = await seal(data, pair.publicKey);
    const other = createOwnerKeyPair();
    await expect(open(sealed, other.ownerKey)).rejects.toThrow(`sealed with backup key ${pair.keyId}; the key given is ${other.keyId}`);
    const changed = Buffer.from(sealed);
    changed[5000] = (changed[5000] ?? 0) ^ 1;
    await expect(open(changed, pair.ownerKey)).rejects.toThrow(/damaged or changed/);
    await expect(open(sealed.subarray(0, 40), pair.ownerKey)).rejects.toThrow(/cut short/);
    await expect(open(sealed.subarray(0, sealed.length - 1), pair.ownerKey)).rejects.toThrow(BackupKeyRefused);
    expect(() => parseOwnerKey("scents-backup-key-1:short")).toThrow(/not a backup key/);
  });
});
