import { cleanSearchTerm, searchPattern, searchTermSchema } from "./search-term";

describe("search terms", () => {
  it("refuses control characters in an API's term with a field message", () => {
    for (const term of ["\u0000", "rose\u0000", "a\u0007b", "\u007f", "x\u0085"]) {
      const result = searchTermSchema.safeParse(term);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe("Search must not contain control characters");
    }
    expect(searchTermSchema.parse("  Rosé oud  ")).toBe("Rosé oud");
  });

  it("drops control characters from a page's term instead of failing", () => {
    expect(cleanSearchTerm("\u0000 ro\u0000se\n ")).toBe("rose");
    expect(cleanSearchTerm("x".repeat(500))).toHaveLength(100);
  });

  it("matches the term as plain text", () => {
    expect(searchPattern("a.b(").test("xA.B(y")).toBe(true);
    expect(searchPattern("a.b").test("axb")).toBe(false);
  });
});
