import { randomBytes } from "node:crypto";
import { decryptSetting, encryptSetting, parseSettingsKey, settingsKey } from "./settings-cipher";

describe("settings cipher (AES-256-GCM)", () => {
  const key = randomBytes(32);

  it("round-trips a value, with a fresh IV each time and no plaintext in the sealed form", () => {
    const first = encryptSetting("sk_live_0123456789abcdef", "integration:1", key);
    const second = encryptSetting("sk_live_0123456789abcdef", "integration:1", key);
    expect(first).not.toBe(second);
    expect(first).not.toContain("0123456789");
    expect(first).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(decryptSetting(first, "integration:1", key)).toBe("sk_live_0123456789abcdef");
  });

  it("refuses a value moved to another document, sealed under another key, or tampered with", () => {
    const sealed = encryptSetting("secret-value", "integration:1", key);
    expect(() => decryptSetting(sealed, "integration:2", key)).toThrow();
    expect(() => decryptSetting(sealed, "integration:1", randomBytes(32))).toThrow();
    const parts = sealed.split(".");
    const body = Buffer.from(parts[3] ?? "", "base64url");
    body[0] = (body[0] ?? 0) ^ 1;
    expect(() => decryptSetting([parts[0], parts[1], parts[2], body.toString("base64url")].join("."), "integration:1", key)).toThrow();
    expect(() => decryptSetting("plain text", "integration:1", key)).toThrow("Not an encrypted setting");
  });

  it("refuses a tag cut short: only the whole 16-byte tag opens a value", () => {
    const sealed = encryptSetting("secret-value", "integration:1", key);
    const [version, iv, tag = "", body] = sealed.split(".");
    for (const bytes of [4, 8, 12, 15]) {
      const short = Buffer.from(tag, "base64url").subarray(0, bytes).toString("base64url");
      expect(() => decryptSetting([version, iv, short, body].join("."), "integration:1", key)).toThrow();
    }
  });

  it("reads the key as 64 hex characters or base64 of 32 bytes, and nothing else", () => {
    const bytes = randomBytes(32);
    expect(parseSettingsKey(bytes.toString("hex"))).toEqual(bytes);
    expect(parseSettingsKey(bytes.toString("base64"))).toEqual(bytes);
    expect(parseSettingsKey(bytes.toString("base64url"))).toEqual(bytes);
    expect(parseSettingsKey("too-short")).toBeNull();
    expect(parseSettingsKey(randomBytes(16).toString("hex"))).toBeNull();
  });

  it("requires SETTINGS_ENCRYPTION_KEY in production and uses a fixed key only in development", () => {
    expect(() => settingsKey({ NODE_ENV: "production" } as NodeJS.ProcessEnv)).toThrow(/SETTINGS_ENCRYPTION_KEY must be set in production/);
    expect(() => settingsKey({ NODE_ENV: "production", SETTINGS_ENCRYPTION_KEY: "weak" } as NodeJS.ProcessEnv)).toThrow(/32 random bytes/);
    const configured = randomBytes(32);
    expect(settingsKey({ NODE_ENV: "production", SETTINGS_ENCRYPTION_KEY: configured.toString("hex") } as NodeJS.ProcessEnv)).toEqual(configured);
    expect(settingsKey({ NODE_ENV: "development" } as NodeJS.ProcessEnv)).toEqual(settingsKey({ NODE_ENV: "test" } as NodeJS.ProcessEnv));
  });
});
