import { expect, test } from "@playwright/test";
import { CartPage } from "./pages/cart-page";
import { ContactPage } from "./pages/contact-page";
import { HomePage } from "./pages/home-page";
import { Navbar } from "./pages/navbar-page";
import { NewsletterPage } from "./pages/newsletter-page";
import { ProductPage } from "./pages/product-page";
import { ShopPage } from "./pages/shop-page";
import { findProduct } from "./support/catalog-api";
import { withShopDatabase } from "./support/shop-database";
import { CACHE_COLLECTIONS } from "../lib/cache/shared-store.mjs";
import { productTag } from "../lib/cache/tags";

test.describe("storefront", () => {
  test("a shopper landing on a product page from its URL finds its details and Product JSON-LD", async ({ page, request }) => {
    const cocoa = await findProduct(request, "Cocoa Tonka");
    const product = new ProductPage(page);
    await product.open(cocoa._id);

    await expect(product.name).toHaveText("Cocoa Tonka Eau de Parfum");
    await expect(page).toHaveTitle(/Cocoa Tonka Eau de Parfum by Calabar Noir/);
    await expect(page.locator("link[rel='canonical']")).toHaveAttribute("href", new RegExp(`/product/${cocoa._id}$`));
    await expect(page.locator("meta[property='og:image']")).toHaveAttribute("content", /calabar-noir-cocoa-tonka-1200\.jpg$/);
    await expect(product.price).toContainText("₦70,400.00");
    await expect(product.price.locator("del")).toContainText("₦88,000.00");

    // Sold in 50 ml and 100 ml: one Offer per size, each at its promo price, under an AggregateOffer.
    const availability = (stock: number | undefined) => ((stock ?? 0) > 0 ? "https://schema.org/InStock" : "https://schema.org/OutOfStock");
    const data = await product.structuredData();
    expect(data).toMatchObject({
      "@type": "Product",
      name: "Cocoa Tonka Eau de Parfum",
      brand: { name: "Calabar Noir" },
      offers: {
        "@type": "AggregateOffer",
        priceCurrency: "NGN",
        lowPrice: "70400.00",
        highPrice: "118400.00",
        offerCount: 2,
        availability: availability(cocoa.stock),
        offers: [
          { "@type": "Offer", sku: "SC-COCOA-TONKA-50", name: "50 ml", priceCurrency: "NGN", price: "70400.00", availability: availability(cocoa.sizes?.[0]?.stock) },
          { "@type": "Offer", sku: "SC-COCOA-TONKA-100", name: "100 ml", priceCurrency: "NGN", price: "118400.00", availability: availability(cocoa.sizes?.[1]?.stock) },
        ],
      },
    });
  });

  test("unknown paths and unknown products lead home", async ({ page }) => {
    await page.goto("/product/not-a-real-id");
    await expect(page).toHaveURL(/\/$/);
    await page.goto("/product/0123456789abcdef01234567");
    await expect(page).toHaveURL(/\/$/);
    await page.goto("/no/such/page");
    await expect(page).toHaveURL(/\/$/);
  });

  test("made-up product ids go home and keep nothing in the shared cache", async ({ request }) => {
    const ids = [1, 2, 3].map((n) => `${Date.now().toString(16).padStart(12, "0")}ee00000000${n}0`);
    for (const id of ids) expect(new URL((await request.get(`/product/${id}`)).url()).pathname, id).toBe("/");
    const kept = await withShopDatabase((db) => db.collection(CACHE_COLLECTIONS.entries).countDocuments({ tags: { $in: ids.map(productTag) } }));
    expect(kept).toBe(0);
  });

  test("browse from home to shop, search, filter, sort, add to cart and manage the cart", async ({ page, request }) => {
    const cocoa = await findProduct(request, "Cocoa Tonka");
    // Add to Cart buys the size the page opens on, the first (50 ml): its stock is the cart's limit.
    const stock = cocoa.sizes?.[0]?.stock ?? 0;
    expect(stock).toBeGreaterThan(1);
    const home = new HomePage(page);
    const navbar = new Navbar(page);
    const shop = new ShopPage(page);
    const product = new ProductPage(page);
    const cart = new CartPage(page);

    await home.open();
    await expect(home.productCards).toHaveCount(4);
    await home.viewMore.click();
    await expect(home.productCards).toHaveCount(8);
    await home.filter("Diffuser").click();
    await expect(home.productCards.first()).toContainText("Diffuser");
    await expect(home.productCards).toHaveCount(4);

    await navbar.openShop();
    await expect(page).toHaveURL(/\/shop$/);
    await expect(shop.visibleSlide.getByTestId("product-card")).toHaveCount(8);

    await shop.searchFor("noir");
    await expect(page).toHaveURL(/\/shop\?q=noir$/);
    await expect(shop.resultCount).toHaveText("Showing 3 of 3 products");
    await shop.type.selectOption("Perfume");
    await expect(page).toHaveURL(/\/shop\?q=noir&type=Perfume$/);
    await expect(shop.resultCount).toHaveText("Showing 2 of 2 products");
    await shop.sort.selectOption("priceHigh");
    await expect(page).toHaveURL(/\/shop\?q=noir&type=Perfume&sort=priceHigh$/);
    await expect.poll(() => shop.names()).toEqual(["Pepper & Leather Eau de Parfum", "Cocoa Tonka Eau de Parfum"]);

    // The URL alone reproduces the result.
    await page.reload();
    await expect(shop.search).toHaveValue("noir");
    await expect.poll(() => shop.names()).toEqual(["Pepper & Leather Eau de Parfum", "Cocoa Tonka Eau de Parfum"]);

    await shop.card("Cocoa Tonka").getByRole("link", { name: /View Details/ }).click();
    await expect(product.name).toHaveText("Cocoa Tonka Eau de Parfum");
    await expect(navbar.cartCount).toHaveCount(0);
    await product.addToCart.click();
    await expect(product.added).toContainText("Added 1 to your cart.");
    await expect(navbar.cartCount).toHaveText("1");

    await navbar.cartLink.click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(navbar.cartLink).toHaveCount(0);
    const line = cart.item("Cocoa Tonka Eau de Parfum");
    await expect(line.price).toHaveText("₦70,400.00 × 1");
    await expect(cart.stockState).toHaveAttribute("data-fresh", "true");

    for (let quantity = 2; quantity <= stock; quantity += 1) {
      await line.increase.click();
      await expect(line.quantity).toHaveValue(String(quantity));
    }
    await expect(line.increase).toBeDisabled();
    await expect(line.stockLimit).toHaveText(`Maximum stock reached (${stock} available)`);
    await expect(cart.total).toHaveText(new Intl.NumberFormat("en-NG", { style: "currency", currency: "NGN" }).format(70400 * stock));

    // Typing more than the stock is capped at it; the count follows.
    await line.quantity.fill("99");
    await expect(line.quantity).toHaveValue(String(stock));
    await line.decrease.click();
    await expect(line.quantity).toHaveValue(String(stock - 1));
    await expect(line.stockLimit).toHaveCount(0);

    // The cart survives a reload (local storage).
    await page.reload();
    await expect(line.quantity).toHaveValue(String(stock - 1));

    await line.remove.click();
    await expect(cart.empty).toContainText("Your cart is empty.");
    await expect(cart.empty.getByRole("link", { name: "Shop Now" })).toHaveAttribute("href", "/shop");
  });

  test("the theme choice survives a reload", async ({ browser }) => {
    const context = await browser.newContext({ colorScheme: "light" });
    const page = await context.newPage();
    const navbar = new Navbar(page);
    await page.goto("/contact-us");
    await expect.poll(() => navbar.theme()).toBe("light");
    await navbar.themeToggle.click();
    await expect.poll(() => navbar.theme()).toBe("dark");
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");
    await page.reload();
    await expect.poll(() => navbar.theme()).toBe("dark");

    // Keyboard: Enter and Space toggle too.
    await navbar.themeToggle.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => navbar.theme()).toBe("light");
    await page.keyboard.press("Space");
    await expect.poll(() => navbar.theme()).toBe("dark");
    await context.close();
  });

  test("a contact message shows success and is stored", async ({ page }) => {
    const contact = new ContactPage(page);
    await contact.open();
    await contact.submit.click();
    await expect(contact.error("name")).toHaveText("Name is required");
    await expect(contact.error("email")).toHaveText("Email is required");
    await expect(contact.error("message")).toHaveText("Message is required");

    const stamp = Date.now();
    await contact.name.fill("Ngozi Adeyemi");
    await expect(contact.error("name")).toHaveCount(0);
    await contact.email.fill("ngozi@example");
    await contact.message.fill(`Do you gift wrap for weddings? (${stamp})`);
    await contact.submit.click();
    await expect(contact.error("email")).toHaveText("Invalid email format");
    await contact.email.fill("ngozi@example.ng");
    await contact.submit.click();
    await expect(contact.success).toBeVisible();
    await expect(contact.name).toHaveValue("");

    const stored = await withShopDatabase((db) => db.collection("contactmessages").findOne({ message: `Do you gift wrap for weddings? (${stamp})` }));
    expect(stored).toMatchObject({ name: "Ngozi Adeyemi", email: "ngozi@example.ng" });
  });

  test("newsletter sign-ups on the page and in the footer show thanks and are stored", async ({ page }) => {
    const newsletter = new NewsletterPage(page);
    await newsletter.open();
    // A blur that lands before the page hydrates checks nothing: try again until the form answers it.
    await expect(async () => {
      await newsletter.email.fill("not-an-email");
      await newsletter.email.blur();
      await expect(newsletter.error).toHaveText("Please enter a valid email address", { timeout: 3000 });
    }).toPass({ timeout: 30_000 });

    const address = `reader.${Date.now()}@example.ng`;
    await newsletter.email.fill(`  ${address.toUpperCase()} `);
    await expect(newsletter.error).toHaveCount(0);
    await newsletter.submit.click();
    await expect(newsletter.success).toHaveText("Thank you for subscribing!");

    const footer = new NewsletterPage(page, "footer-newsletter");
    await footer.email.fill(address);
    await footer.submit.click();
    await expect(footer.success).toHaveText("Thank you for subscribing!");

    const stored = await withShopDatabase((db) => db.collection("newslettersubscribers").find({ email: address }).toArray());
    expect(stored).toHaveLength(1);
  });
});
