import { loadHomeCards } from "@/app/(store)/[[...path]]/load-home-cards";
import { HOME_PAGE_SIZE } from "@/components/home/home-cards";
import { Product } from "@/models/product";
import { setupTestDatabase } from "../support/database";
import { pagingProduct } from "../support/paging-products";

setupTestDatabase();

// Past the hundred products the home used to send whole.
const COUNT = 130;

beforeAll(async () => {
  await Product.insertMany(
    Array.from({ length: COUNT }, (_, index) => ({ ...pagingProduct(index, index % 3 === 0 ? "Diffuser" : "Perfume"), createdAt: new Date(Date.UTC(2026, 0, 1) + index * 1000) })),
  );
});

const names = async (request: unknown) => {
  const { cards, total } = await loadHomeCards(request);
  return { ids: cards.map((card) => card.id), types: cards.map((card) => card.type), total };
};

describe("the home's View More and type filter", () => {
  it("loads the next four cards, oldest first, past any number of products", async () => {
    const first = await loadHomeCards({ page: 1 });
    expect(first.total).toBe(COUNT);
    expect(first.cards).toHaveLength(HOME_PAGE_SIZE);
    const last = await loadHomeCards({ page: Math.ceil(COUNT / HOME_PAGE_SIZE) });
    expect(last.cards).toHaveLength(COUNT % HOME_PAGE_SIZE || HOME_PAGE_SIZE);
    const lastNames = (await Product.find({ _id: { $in: last.cards.map((card) => card.id) } }).lean()).map((product) => product.name).sort();
    expect(lastNames.at(-1)).toBe(`Scent ${COUNT - 1}`);
    const seen = new Set<string>();
    for (let page = 1; page <= Math.ceil(COUNT / HOME_PAGE_SIZE); page += 1) for (const card of (await loadHomeCards({ page })).cards) seen.add(card.id);
    expect(seen.size).toBe(COUNT);
  });

  it("pages one type by its own total", async () => {
    const diffusers = Math.ceil(COUNT / 3);
    const { types, total } = await names({ type: "Diffuser", page: 2 });
    expect(total).toBe(diffusers);
    expect(types).toEqual(Array(HOME_PAGE_SIZE).fill("Diffuser"));
  });

  it("renders each card on the server", async () => {
    const { cards } = await loadHomeCards({ page: 1 });
    expect(cards[0]?.card).toEqual(expect.objectContaining({ props: expect.objectContaining({ product: expect.objectContaining({ name: "Scent 000" }) }) }));
  });

  it.each([[null], [{ page: 0 }], [{ page: 1, type: "Candle" }], [{ page: "x" }], [{ page: 1e9 }]])("gives no cards for a request that does not parse: %p", async (request) => {
    expect(await loadHomeCards(request)).toEqual({ cards: [], total: 0 });
  });
});
