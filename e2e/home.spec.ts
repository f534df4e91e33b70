import { expect, test } from "@playwright/test";
import { HomePage } from "./pages/home-page";

test("the home page shows the seeded products with their names and naira prices", async ({ page }) => {
  const home = new HomePage(page);
  await home.open();
  await expect(home.productCards.first()).toBeVisible();
  const oud = home.card("Midnight Oud Eau de Parfum");
  await expect(oud).toContainText("Maison Lagos");
  // Sold in 50 ml and 100 ml: the card prices it from the cheaper.
  await expect(oud.getByTestId("product-price")).toHaveText("From ₦145,000.00");
});

test("the banner, the page's largest paint, is the only image fetched first: the collection's photos below it load lazily", async ({ request }) => {
  const html = await (await request.get("/")).text();
  const images = html.match(/<img [^>]*>/g) ?? [];
  const first = images.filter((img) => /fetchpriority="high"/i.test(img));
  expect(first).toHaveLength(1);
  expect(first[0]).toContain("/banner/");
  expect(first[0]).toContain('loading="eager"');
  // The slogan band's picture and every card's photo.
  const below = images.filter((img) => img !== first[0]);
  expect(below.length).toBeGreaterThan(2);
  for (const img of below) expect(img).toContain('loading="lazy"');
});
