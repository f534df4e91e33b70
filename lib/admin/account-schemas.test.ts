import { adminKeyProblem, adminPasswordProblem } from "./account-schemas";

describe("the one admin password rule", () => {
  it("reports the first problem in the spec's order", () => {
    expect(adminPasswordProblem("")).toBe("New password is required");
    expect(adminPasswordProblem("abc")).toBe("Password is too weak. Use at least 8 characters with uppercase, lowercase, numbers, and symbols");
    expect(adminPasswordProblem("Ab1!xyz")).toBe("Password must be at least 8 characters");
    expect(adminPasswordProblem("abcdefgh!!")).toBe("Password must contain uppercase, lowercase, and number");
    expect(adminPasswordProblem("Abcdefg1")).toBeNull();
  });

  it("counts UTF-8 bytes up to bcrypt's 72", () => {
    expect(adminPasswordProblem(`Aa1!${"x".repeat(68)}`)).toBeNull();
    expect(adminPasswordProblem(`Aa1!${"x".repeat(69)}`)).toBe("Password must be at most 72 bytes");
    expect(adminPasswordProblem(`Aa1!${"é".repeat(34)}`)).toBeNull();
    expect(adminPasswordProblem(`Aa1!${"é".repeat(35)}`)).toBe("Password must be at most 72 bytes");
  });
});

describe("the admin key rule", () => {
  it("needs 8 characters and at most 72 bytes", () => {
    expect(adminKeyProblem("")).toBe("New admin key is required");
    expect(adminKeyProblem("SHORT-1")).toBe("Admin key must be at least 8 characters");
    expect(adminKeyProblem("LONG-ENOUGH")).toBeNull();
    expect(adminKeyProblem("K".repeat(73))).toBe("Admin key must be at most 72 bytes");
  });
});
