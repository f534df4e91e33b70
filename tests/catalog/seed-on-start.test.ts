import { seedCatalogueIfEmpty } from "@/lib/catalog/seed";
import { SEED_CATALOGUE } from "@/lib/catalog/seed-catalogue";
import { Product } from "@/models/product";
import { clearDatabase, setupTestDatabase } from "../support/database";

setupTestDatabase();

beforeEach(clearDatabase);

describe("seeding a new shop on start", () => {
  it("seeds once when several instances start together on an empty database", async () => {
    const results = await Promise.all([seedCatalogueIfEmpty(), seedCatalogueIfEmpty(), seedCatalogueIfEmpty()]);
    expect(results.map((result) => result.inserted).sort((a, b) => a - b)).toEqual([0, 0, SEED_CATALOGUE.length]);
    expect(await Product.countDocuments()).toBe(SEED_CATALOGUE.length);
  });

  it("leaves a shop the owner emptied empty", async () => {
    await seedCatalogueIfEmpty();
    await Product.deleteMany({});
    expect(await seedCatalogueIfEmpty()).toEqual({ inserted: 0 });
    expect(await Product.countDocuments()).toBe(0);
  });
});
