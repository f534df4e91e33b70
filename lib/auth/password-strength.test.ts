import { passwordScore, passwordStrength } from "./password-strength";

describe("password strength (spec §5)", () => {
  it.each([
    ["", 0, "weak"],
    ["abc", 1, "weak"],
    ["abcdefgh", 2, "weak"],
    ["Abcdefg1", 4, "medium"],
    ["abcdefgh!!", 4, "medium"],
    ["Ab1!xyz", 5, "medium"],
    ["Abcdefgh1!", 6, "strong"],
    ["abcdefghijkl", 3, "weak"],
    ["Abcdefghijk1", 5, "medium"],
    ["Abcdefghijk1!", 7, "strong"],
  ])("%j scores %i (%s)", (password, score, strength) => {
    expect(passwordScore(password)).toBe(score);
    expect(passwordStrength(password)).toBe(strength);
  });

  it("counts a non-ASCII character as a symbol, and length by the 8 and 12 thresholds exactly", () => {
    expect(passwordScore("é")).toBe(2);
    expect(passwordScore("aaaaaaa")).toBe(1);
    expect(passwordScore("aaaaaaaa")).toBe(2);
    expect(passwordScore("aaaaaaaaaaa")).toBe(2);
    expect(passwordScore("aaaaaaaaaaaa")).toBe(3);
  });
});
