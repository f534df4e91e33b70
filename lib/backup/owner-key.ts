import { createCipheriv, createDecipheriv, createHash, createPrivateKey, createPublicKey, diffieHellman, generateKeyPairSync, hkdfSync, randomBytes, type DecipherGCM, type KeyObject } from "node:crypto";
import { Transform, type TransformCallback } from "node:stream";

/**
 * Off-site backups are sealed for the owner's key pair (X25519): the shop keeps only the public
 * half, so it can seal a backup every night, while opening one needs the private half, which the
 * owner was shown once and the shop never stored. A stolen server or bucket opens no backup.
 *
 * A sealed file: MAGIC (8 bytes), the key's id (8), a one-off public key (32), an IV (12), then
 * AES-256-GCM ciphertext and its 16-byte tag. The AES key comes from X25519 between the one-off
 * key and the owner's, through HKDF-SHA256; the header is authenticated with the data.
 */
const MAGIC = Buffer.from("SCNTSBK1", "ascii");
const KEY_ID_BYTES = 8;
const PUBLIC_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;
export const SEALED_HEADER_BYTES = MAGIC.length + KEY_ID_BYTES + PUBLIC_BYTES + IV_BYTES;

/** How the owner's key is written down: a prefix naming it, then its 32 bytes in base64url. */
const OWNER_KEY_PREFIX = "scents-backup-key-1:";
const OWNER_KEY_PATTERN = /^scents-backup-key-1:([A-Za-z0-9_-]{43})$/;

// X25519 keys in DER: a fixed prefix, then the 32 key bytes (RFC 8410).
const PKCS8_PREFIX = Buffer.from("302e020100300506032b656e04220420", "hex");
const SPKI_PREFIX = Buffer.from("302a300506032b656e032100", "hex");

export class BackupKeyRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = "BackupKeyRefused";
  }
}

const rawPublic = (key: KeyObject) => key.export({ format: "der", type: "spki" }).subarray(SPKI_PREFIX.length);
const publicFromRaw = (raw: Buffer) => createPublicKey({ key: Buffer.concat([SPKI_PREFIX, raw]), format: "der", type: "spki" });

/** A short id of a public key, written into every sealed file so a wrong key is named as such. */
export function keyIdOf(publicKey: string): string {
  return createHash("sha256").update(Buffer.from(publicKey, "base64url")).digest().subarray(0, KEY_ID_BYTES).toString("hex");
}

export interface OwnerKeyPair {
  /** Stored by the shop. */
  publicKey: string;
  keyId: string;
  /** Shown to the owner once, never stored. */
  ownerKey: string;
}

export function createOwnerKeyPair(): OwnerKeyPair {
  const { publicKey, privateKey } = generateKeyPairSync("x25519");
  const raw = rawPublic(publicKey).toString("base64url");
  const secret = privateKey.export({ format: "der", type: "pkcs8" }).subarray(PKCS8_PREFIX.length);
  return { publicKey: raw, keyId: keyIdOf(raw), ownerKey: `${OWNER_KEY_PREFIX}${secret.toString("base64url")}` };
}

/** The owner's key as typed or pasted (spaces and line breaks ignored), or a refusal saying what is wrong. */
export function parseOwnerKey(text: string): { privateKey: KeyObject; keyId: string } {
  const match = OWNER_KEY_PATTERN.exec(text.replace(/\s+/g, ""));
  if (!match?.[1]) throw new BackupKeyRefused(`That is not a backup key: it starts with ${OWNER_KEY_PREFIX} followed by 43 letters, digits, - or _.`);
  const privateKey = createPrivateKey({ key: Buffer.concat([PKCS8_PREFIX, Buffer.from(match[1], "base64url")]), format: "der", type: "pkcs8" });
  return { privateKey, keyId: keyIdOf(rawPublic(createPublicKey(privateKey)).toString("base64url")) };
}

function aesKey(shared: Buffer, header: Buffer): Buffer {
  return Buffer.from(hkdfSync("sha256", shared, header, "scents off-site backup", 32));
}

/** A stream that seals what passes through it for the owner's public key. */
export function sealForOwner(publicKey: string): Transform {
  const owner = publicFromRaw(Buffer.from(publicKey, "base64url"));
  const oneOff = generateKeyPairSync("x25519");
  const iv = randomBytes(IV_BYTES);
  const header = Buffer.concat([MAGIC, Buffer.from(keyIdOf(publicKey), "hex"), rawPublic(oneOff.publicKey), iv]);
  const cipher = createCipheriv("aes-256-gcm", aesKey(diffieHellman({ privateKey: oneOff.privateKey, publicKey: owner }), header), iv);
  cipher.setAAD(header);
  let started = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, done: TransformCallback) {
      if (!started) {
        started = true;
        this.push(header);
      }
      done(null, cipher.update(chunk));
    },
    flush(done: TransformCallback) {
      if (!started) this.push(header);
      this.push(cipher.final());
      done(null, cipher.getAuthTag());
    },
  });
}

/**
 * A stream that opens a sealed file with the owner's key. What it passes on is not proven whole
 * until it ends without an error (the tag comes last): write it somewhere to be used only then.
 */
export function openWithOwnerKey(ownerKey: string): Transform {
  const { privateKey, keyId } = parseOwnerKey(ownerKey);
  let head: Buffer = Buffer.alloc(0);
  let decipher: DecipherGCM | null = null;
  // The last TAG_BYTES seen are held back: they may be the tag.
  let tail: Buffer = Buffer.alloc(0);
  const start = (header: Buffer) => {
    if (!header.subarray(0, MAGIC.length).equals(MAGIC)) throw new BackupKeyRefused("This is not a sealed Scents off-site backup.");
    const madeWith = header.subarray(MAGIC.length, MAGIC.length + KEY_ID_BYTES).toString("hex");
    if (madeWith !== keyId) throw new BackupKeyRefused(`This backup was sealed with backup key ${madeWith}; the key given is ${keyId}. Use the key shown when ${madeWith} was made.`);
    const oneOff = publicFromRaw(header.subarray(MAGIC.length + KEY_ID_BYTES, MAGIC.length + KEY_ID_BYTES + PUBLIC_BYTES));
    const iv = header.subarray(SEALED_HEADER_BYTES - IV_BYTES, SEALED_HEADER_BYTES);
    decipher = createDecipheriv("aes-256-gcm", aesKey(diffieHellman({ privateKey, publicKey: oneOff }), header), iv);
    decipher.setAAD(header);
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, done: TransformCallback) {
      try {
        let data = chunk;
        if (!decipher) {
          head = Buffer.concat([head, data]);
          if (head.length < SEALED_HEADER_BYTES) return done();
          start(head.subarray(0, SEALED_HEADER_BYTES));
          data = head.subarray(SEALED_HEADER_BYTES);
        }
        const joined = Buffer.concat([tail, data]);
        tail = joined.subarray(Math.max(0, joined.length - TAG_BYTES));
        const body = joined.subarray(0, joined.length - tail.length);
        done(null, body.length > 0 ? decipher?.update(body) : undefined);
      } catch (error) {
        done(error as Error);
      }
    },
    flush(done: TransformCallback) {
      if (!decipher || tail.length < TAG_BYTES) return done(new BackupKeyRefused("This backup is cut short: it ends before its seal."));
      try {
        decipher.setAuthTag(tail);
        done(null, decipher.final());
      } catch {
        done(new BackupKeyRefused("This backup does not open with this key: it was damaged or changed after it was made."));
      }
    },
  });
}
