import "server-only";
import { randomBytes, scrypt, timingSafeEqual, type BinaryLike, type ScryptOptions } from "node:crypto";

export const BACKUP_CODE_COUNT = 8;
export const BACKUP_CODE_PATTERN = /^SCENTS-[0-9A-F]{8}$/;

// scrypt, not bcrypt: a code has only 32 random bits, so each guess must be costly (16 MiB of
// memory), yet checking a login against eight codes must not take seconds; Node's native
// scrypt runs the eight side by side on its thread pool.
const SCRYPT = { N: 2 ** 14, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;
const PREFIX = "scrypt";

function derive(code: BinaryLike, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => scrypt(code, salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key))));
}

/** One code: `SCENTS-` and 8 uppercase hexadecimal characters from the system's cryptographic source. */
export function newBackupCode(): string {
  return `SCENTS-${randomBytes(4).toString("hex").toUpperCase()}`;
}

/** How a typed code is compared: codes are shown in upper case, so case and spaces do not matter. */
export function normaliseBackupCode(input: string): string {
  return input.trim().toUpperCase();
}

/** The stored form of a code: `scrypt$<salt>$<hash>`, base64. */
export async function hashBackupCode(code: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await derive(normaliseBackupCode(code), salt, SCRYPT);
  return `${PREFIX}$${salt.toString("base64")}$${hash.toString("base64")}`;
}

export async function backupCodeMatches(code: string, stored: string): Promise<boolean> {
  const [prefix, salt, hash] = stored.split("$");
  if (prefix !== PREFIX || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64");
  const actual = await derive(normaliseBackupCode(code), Buffer.from(salt, "base64"), SCRYPT);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** A fresh set of distinct codes, with the hashes that are all the database ever keeps of them. */
export async function newBackupCodeSet(): Promise<{ codes: string[]; hashes: string[] }> {
  const codes = new Set<string>();
  while (codes.size < BACKUP_CODE_COUNT) codes.add(newBackupCode());
  const list = [...codes];
  return { codes: list, hashes: await Promise.all(list.map(hashBackupCode)) };
}
