import { BACKUP_CODE_PATTERN, backupCodeMatches, hashBackupCode, newBackupCode, newBackupCodeSet } from "./backup-codes";

describe("backup codes", () => {
  it("look like SCENTS- and 8 uppercase hex characters, and do not repeat", () => {
    const codes = Array.from({ length: 200 }, newBackupCode);
    for (const code of codes) expect(code).toMatch(BACKUP_CODE_PATTERN);
    expect(new Set(codes).size).toBe(200);
  });

  it("are kept only as salted hashes that match the code and nothing else", async () => {
    const { codes, hashes } = await newBackupCodeSet();
    expect(codes).toHaveLength(8);
    const [code = "", hash = ""] = [codes[0], hashes[0]];
    expect(hash).not.toContain(code.slice(7));
    expect(hash).not.toBe(await hashBackupCode(code));
    expect(await backupCodeMatches(code, hash)).toBe(true);
    expect(await backupCodeMatches(` ${code.toLowerCase()} `, hash)).toBe(true);
    expect(await backupCodeMatches(codes[1] ?? "", hash)).toBe(false);
    expect(await backupCodeMatches(code, "$2b$10$not-a-backup-code-hash")).toBe(false);
  });
});
