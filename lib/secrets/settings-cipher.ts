import "server-only";
import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";

const ALGORITHM = "aes-256-gcm";
const VERSION = "v1";
const IV_BYTES = 12;
// Pinned: GCM otherwise accepts a tag cut short (to 4 bytes), and a short tag is forged by trying.
const TAG_BYTES = 16;

// Development and tests only; production refuses to run without its own key.
const DEVELOPMENT_KEY = createHash("sha256").update("scents-development-settings-key-do-not-use-in-production").digest();

export const SETTINGS_KEY_HELP = "SETTINGS_ENCRYPTION_KEY must be 32 random bytes, as 64 hex characters or base64 (e.g. `openssl rand -base64 32`).";

/** Reads SETTINGS_ENCRYPTION_KEY: 32 bytes, written as 64 hex characters or base64. */
export function parseSettingsKey(value: string): Buffer | null {
  const text = value.trim();
  if (/^[0-9a-fA-F]{64}$/.test(text)) return Buffer.from(text, "hex");
  if (/^[A-Za-z0-9+/_-]{43}=?$/.test(text)) {
    const bytes = Buffer.from(text.replace(/-/g, "+").replace(/_/g, "/"), "base64");
    if (bytes.length === 32) return bytes;
  }
  return null;
}

/** The key that encrypts secrets stored in settings documents (integration API keys). */
export function settingsKey(env: NodeJS.ProcessEnv = process.env): Buffer {
  const configured = env.SETTINGS_ENCRYPTION_KEY;
  if (configured) {
    const key = parseSettingsKey(configured);
    if (!key) throw new Error(SETTINGS_KEY_HELP);
    return key;
  }
  if (env.NODE_ENV === "production" && env.NEXT_PHASE !== "phase-production-build") {
    throw new Error(`SETTINGS_ENCRYPTION_KEY must be set in production. ${SETTINGS_KEY_HELP}`);
  }
  return DEVELOPMENT_KEY;
}

const b64 = (bytes: Buffer) => bytes.toString("base64url");

/**
 * AES-256-GCM with a fresh random IV per value. `context` (e.g. the owning document's id) is
 * authenticated with it, so a stored value moved to another document no longer decrypts.
 */
export function encryptSetting(plaintext: string, context: string, key = settingsKey()): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(ALGORITHM, key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(context, "utf8"));
  const ciphertext = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  return [VERSION, b64(iv), b64(cipher.getAuthTag()), b64(ciphertext)].join(".");
}

/** The plaintext, or an error when the value was tampered with, moved, or sealed under another key. */
export function decryptSetting(sealed: string, context: string, key = settingsKey()): string {
  const [version, iv, tag, ciphertext] = sealed.split(".");
  if (version !== VERSION || !iv || !tag || ciphertext === undefined) throw new Error("Not an encrypted setting");
  const decipher = createDecipheriv(ALGORITHM, key, Buffer.from(iv, "base64url"), { authTagLength: TAG_BYTES });
  decipher.setAAD(Buffer.from(context, "utf8"));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, "base64url")), decipher.final()]).toString("utf8");
}
