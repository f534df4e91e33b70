import { SearchIndex, type SearchableProduct } from "./search-index";

const product = (id: string, fields: Partial<SearchableProduct>): SearchableProduct => ({ id, name: "", brand: "", notes: "", description: "", skus: [], ...fields });

const index = new SearchIndex([
  product("described", { name: "Evening Veil", brand: "Kano House", description: "A midnight walk through the market" }),
  product("noted", { name: "Dark Amber", brand: "Abuja Atelier", notes: "oud, amber, midnight jasmine" }),
  product("named", { name: "Midnight Oud", brand: "Maison Lagos", notes: "oud, rose", skus: ["SC-MIDNIGHT-OUD-50"] }),
  product("brand", { name: "Citrus Bloom", brand: "Midnight Co", notes: "lemon" }),
]);
const ids = (term: string, limit = 10) => index.search(term, limit).map((hit) => hit.id);

describe("the search index", () => {
  it("ranks a name first, then brand and notes, then description, oldest first among equals", () => {
    expect(ids("midnight")).toEqual(["named", "noted", "brand", "described"]);
  });

  it("finds a word by its start as the shopper types, and with one typo from five letters", () => {
    expect(ids("midn")).toEqual(["named", "noted", "brand", "described"]);
    expect(ids("mdnight")[0]).toBe("named");
    expect(ids("mdnight")).toHaveLength(4);
    expect(ids("mdn")).toEqual([]);
  });

  it("needs every word of the term, and ranks by all of them", () => {
    expect(ids("midnight oud")).toEqual(["named", "noted"]);
    expect(ids("oud rose")).toEqual(["named"]);
    expect(ids("oud lemon")).toEqual([]);
  });

  it("finds a note's perfumes", () => {
    expect(ids("jasmine")).toEqual(["noted"]);
    expect(ids("lemon")).toEqual(["brand"]);
  });

  it("puts an exact word above its typo and its prefix within a field", () => {
    const words = new SearchIndex([product("typo", { name: "Ambre Nuit" }), product("prefix", { name: "Amberwood" }), product("exact", { name: "Amber" })]);
    expect(words.search("amber", 10).map((hit) => hit.id)).toEqual(["exact", "prefix", "typo"]);
  });

  it("finds a product by a whole SKU only, and text with no words finds nothing", () => {
    expect(ids("sc-midnight-oud-50")[0]).toBe("named");
    expect(ids(".*")).toEqual([]);
    expect(ids("")).toEqual([]);
  });

  it("returns at most the limit, with what a suggestion shows", () => {
    expect(index.search("midnight", 2)).toEqual([
      { id: "named", name: "Midnight Oud", brand: "Maison Lagos" },
      { id: "noted", name: "Dark Amber", brand: "Abuja Atelier" },
    ]);
  });

  describe("taking in products written after it was read", () => {
    const written = () =>
      new SearchIndex([
        product("first", { name: "Midnight Oud", notes: "oud, rose", skus: ["SC-MIDNIGHT-50"] }),
        product("second", { name: "Saffron Silk", notes: "saffron" }),
        product("third", { name: "Oud Reed Diffuser" }),
      ]);
    const found = (index: SearchIndex, term: string) => index.search(term, 10).map((hit) => hit.id);

    it("finds an edited product by its new words only, in its old place", () => {
      const index = written();
      index.update([product("first", { name: "Zanzibar Oud", notes: "vetiver", skus: ["SC-ZANZIBAR-50"] })], []);
      expect(found(index, "zanzibar")).toEqual(["first"]);
      expect(found(index, "zanzibr")).toEqual(["first"]);
      expect(found(index, "midnight")).toEqual([]);
      expect(found(index, "mdnight")).toEqual([]);
      expect(found(index, "rose")).toEqual([]);
      expect(found(index, "sc-midnight-50")).toEqual([]);
      expect(found(index, "sc-zanzibar-50")).toEqual(["first"]);
      // Oldest first among equal names still: the edit kept its place before the diffuser.
      expect(found(index, "oud")).toEqual(["first", "third"]);
      expect(index.search("zanzibar", 1)).toEqual([{ id: "first", name: "Zanzibar Oud", brand: "" }]);
    });

    it("puts a new product after every other and forgets a removed one", () => {
      const index = written();
      index.update([product("fourth", { name: "Oud Royale", skus: ["SC-ROYALE"] })], ["third"]);
      expect(found(index, "oud")).toEqual(["first", "fourth"]);
      expect(found(index, "diffuser")).toEqual([]);
      expect(found(index, "sc-royale")).toEqual(["fourth"]);
      expect(index.size).toBe(3);
    });

    it("answers as an index read afresh would", () => {
      const index = written();
      index.update([product("second", { name: "Amber Silk", notes: "saffron, amber" }), product("fifth", { name: "Amberwood", description: "saffron" })], ["first"]);
      const afresh = new SearchIndex([
        product("second", { name: "Amber Silk", notes: "saffron, amber" }),
        product("third", { name: "Oud Reed Diffuser" }),
        product("fifth", { name: "Amberwood", description: "saffron" }),
      ]);
      for (const term of ["amber", "ambr", "amberwod", "saffron", "silk", "oud", "midn", "a", "s"]) expect(found(index, term)).toEqual(found(afresh, term));
    });
  });
});
