import { GET } from "@/app/api/products/suggestions/route";
import { seedCatalogue } from "@/lib/catalog/seed";
import { setupTestDatabase } from "../support/database";
import { callRoute, type ApiAnswer } from "../support/request";

setupTestDatabase();

beforeAll(async () => {
  await seedCatalogue();
});

interface Suggestions {
  success: boolean;
  products: { id: string; name: string; brand: string }[];
}

const suggest = (query: string) => callRoute<Suggestions>(GET, { url: `/api/products/suggestions${query}` });

describe("GET /api/products/suggestions", () => {
  it("suggests Midnight Oud first for the start of its name, with what the list shows", async () => {
    const { status, body, headers } = await suggest("?q=midn");
    expect(status).toBe(200);
    expect(body.products[0]).toEqual({ id: expect.stringMatching(/^[0-9a-f]{24}$/), name: "Midnight Oud Eau de Parfum", brand: "Maison Lagos" });
    expect(headers.get("cache-control")).toBe("public, max-age=60");
  });

  it("suggests at most six products, best first", async () => {
    const { body } = await suggest("?q=eau");
    expect(body.products).toHaveLength(6);
    expect((await suggest("?q=mdnight")).body.products[0]?.name).toBe("Midnight Oud Eau de Parfum");
    expect((await suggest("?q=qqqqq")).body.products).toEqual([]);
  });

  it.each([
    ["", "q"],
    ["?q=", "q"],
    ["?q=%20%20", "q"],
    [`?q=${"x".repeat(101)}`, "q"],
    ["?q=ro%00se", "q"],
  ])("refuses %s with 400 naming the field", async (query, field) => {
    const { status, body } = await callRoute<ApiAnswer>(GET, { url: `/api/products/suggestions${query}` });
    expect(status).toBe(400);
    expect(body.fieldErrors?.[field]?.[0]).toEqual(expect.any(String));
  });
});
