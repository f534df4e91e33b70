import { expect, test } from "@playwright/test";

// A /shop search or filter nobody asked for before is rendered for its request, and every byte of
// it costs the one server's CPU (rendered, streamed, kept): the router data written into the HTML
// carries each client component's props, so those carry only what the component shows.

/** The router (RSC) data a page's HTML carries, as the browser reads it from its inline scripts. */
function routerData(html: string): string {
  return [...html.matchAll(/<script>self\.__next_f\.push\((\[[\s\S]*?\])\)<\/script>/g)]
    .map((match) => JSON.parse(match[1]!) as [number, string?])
    .map(([, chunk]) => chunk ?? "")
    .join("");
}

test("a filtered /shop page hands its search controls the type and rating counts, not every filter's options", async ({ request }) => {
  const response = await request.get("/shop?inStock=1&sort=priceLow");
  expect(response.status()).toBe(200);
  const html = await response.text();
  // The filter panel draws every brand and note in stock as a checkbox (a server component: markup, not data).
  expect(html).toContain('data-testid="filter-brand-');
  const data = routerData(html);
  // The controls' props: the types' counts, and the rating's.
  expect(data).toMatch(/"facets":\{"type":\[\{"value":"[^"]+","count":\d+\}/);
  expect(data).not.toMatch(/"brand":\[\{"value"/);
  expect(data).not.toMatch(/"notes":\[\{"value"/);
});
