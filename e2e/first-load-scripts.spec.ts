import { expect, test, type APIRequestContext } from "@playwright/test";

// What the server cannot draw (this browser's cart and details) or has nothing to show yet (an
// order not looked up) loads beside hydration, not inside it: the scripts a page starts with stay
// small. Each marker is a text only the deferred part holds; the journeys show that part working.
const DEFERRED = [
  { page: "/checkout", part: "the checkout form", marker: "We could not save your details. Please try again." },
  { page: "/cart", part: "the cart's lines", marker: "Out of stock. Remove it to check out." },
  { page: "/order-tracking", part: "a found order's details", marker: "This order was cancelled." },
];

async function firstLoadScripts(request: APIRequestContext, page: string): Promise<string[]> {
  const html = await (await request.get(page)).text();
  const sources = [...html.matchAll(/<script src="([^"]+)"/g)].map((match) => match[1]!);
  expect(sources.length, page).toBeGreaterThan(0);
  return Promise.all(sources.map(async (src) => (await request.get(src)).text()));
}

for (const { page, part, marker } of DEFERRED) {
  test(`${page} starts without ${part}, which loads on its own`, async ({ request }) => {
    const scripts = await firstLoadScripts(request, page);
    expect(scripts.some((script) => script.includes(marker))).toBe(false);
  });
}
