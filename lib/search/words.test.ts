import { matchWord, searchWords, withinOneEdit } from "./words";

describe("search words", () => {
  it("splits at anything but letters and digits, in lower case without accents", () => {
    expect(searchWords("Rosé & OUD—Eau de Parfum (50ml)")).toEqual(["rose", "oud", "eau", "de", "parfum", "50ml"]);
    expect(searchWords(" .* ")).toEqual([]);
  });

  it("counts one letter added, dropped, changed or two neighbours swapped as one edit", () => {
    expect(withinOneEdit("mdnight", "midnight")).toBe(true);
    expect(withinOneEdit("midnigt", "midnight")).toBe(true);
    expect(withinOneEdit("midnite", "midnight")).toBe(false);
    expect(withinOneEdit("vanilla", "vanilia")).toBe(true);
    expect(withinOneEdit("vanlila", "vanilla")).toBe(true);
    expect(withinOneEdit("amber", "ambre")).toBe(true);
    expect(withinOneEdit("amber", "amber")).toBe(true);
    expect(withinOneEdit("amber", "umbra")).toBe(false);
    expect(withinOneEdit("aa", "a")).toBe(true);
    expect(withinOneEdit("abc", "cba")).toBe(false);
  });

  it("matches a word whole, by its start, or with one typo from five letters", () => {
    expect(matchWord("oud", "oud")).toBe("exact");
    expect(matchWord("midn", "midnight")).toBe("prefix");
    expect(matchWord("mdnight", "midnight")).toBe("typo");
    expect(matchWord("mdnig", "midnight")).toBe("typo");
    expect(matchWord("ambe", "amber")).toBe("prefix");
    // Under five letters a typo is another word: "oud" is not "odd".
    expect(matchWord("odd", "oud")).toBeNull();
    expect(matchWord("mdni", "midnight")).toBeNull();
    expect(matchWord("vetiver", "vanilla")).toBeNull();
  });
});
