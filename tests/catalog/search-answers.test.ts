import { revalidateProducts } from "@/lib/cache/revalidate";
import { seedCatalogue } from "@/lib/catalog/seed";
import { searchCatalogue } from "@/lib/search/catalogue-search";
import { SearchIndex } from "@/lib/search/search-index";
import { Product } from "@/models/product";
import { clearDatabase, setupTestDatabase } from "../support/database";

setupTestDatabase();
jest.setTimeout(60_000);

beforeAll(async () => {
  await clearDatabase();
  await seedCatalogue(new Date());
});

describe("a search of the catalogue held in memory", () => {
  it("ranks once for a page's listing and its filters' counts, and again once a product write moves the catalogue's tag", async () => {
    const ranking = jest.spyOn(SearchIndex.prototype, "search");
    try {
      const [listing, counts] = await Promise.all([searchCatalogue("oud"), searchCatalogue("oud")]);
      expect(listing.length).toBeGreaterThan(0);
      expect(counts).toEqual(listing);
      expect(ranking).toHaveBeenCalledTimes(1);

      const first = await Product.findById(listing[0]!.id);
      await Product.updateOne({ _id: first!._id }, { $set: { name: "Zobofrost Vetiver" } });
      await revalidateProducts(String(first!._id));
      const after = await searchCatalogue("oud");
      expect(ranking).toHaveBeenCalledTimes(2);
      expect(after.map((hit) => hit.name)).not.toContain(first!.name);
      expect((await searchCatalogue("zobofrost")).map((hit) => hit.id)).toEqual([String(first!._id)]);
    } finally {
      ranking.mockRestore();
    }
  });
});
