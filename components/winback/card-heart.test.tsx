import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { ProductCard } from "@/components/catalog/product-card";
import { cardOf, MIDNIGHT_OUD, type StoredProduct } from "@/tests/support/card-products";
import { CardHeartsScript } from "./card-hearts-script";
import { isSaved, SAVED_ITEMS_KEY } from "./saved-storage";

const PRODUCT = String(MIDNIGHT_OUD._id);
const FIFTY = "65f0000000000000000000a1";
const HUNDRED = "65f0000000000000000000a2";
const SIZES = [
  { _id: FIFTY, label: "50 ml", volumeMl: 50, sku: "ML-OUD-50", price: 95000, stock: 4 },
  { _id: HUNDRED, label: "100 ml", volumeMl: 100, sku: "ML-OUD-100", price: 145000, stock: 2 },
];
// Built the way /shop builds its cards, in two sizes.
const card = (changes: Partial<StoredProduct> = {}) => cardOf({ name: "Midnight Oud", sizes: SIZES, ...changes });

beforeEach(() => window.localStorage.clear());

/** Cards as a listing shows them: one script for all their hearts. */
const listing = (cards: React.ReactNode) => (
  <>
    {cards}
    <CardHeartsScript />
  </>
);

/** The heart once the cards' one script has loaded and shown it. */
async function heartOf(name: RegExp) {
  const heart = screen.getByRole("button", { name });
  await waitFor(() => expect(heart).toHaveAttribute("aria-pressed", "false"));
  // The script is loaded: a click on it now toggles.
  await act(() => import("./card-hearts").then(() => undefined));
  return heart;
}

describe("the heart on a product card", () => {
  it("saves the product in the size its page opens on, in the product page's store, and unsaves it", async () => {
    render(listing(<ProductCard product={card()} />));
    // Its name starts with the word it shows, then says which product.
    const heart = await heartOf(/^Save Maison Lagos Midnight Oud, 50 ml$/);
    expect(heart).toHaveTextContent(/^Save/);
    fireEvent.click(heart);
    expect(heart).toHaveAttribute("aria-pressed", "true");
    expect(isSaved({ productId: PRODUCT, sizeId: FIFTY })).toBe(true);
    expect(isSaved({ productId: PRODUCT, sizeId: HUNDRED })).toBe(false);
    fireEvent.click(heart);
    expect(heart).toHaveAttribute("aria-pressed", "false");
    expect(window.localStorage.getItem(SAVED_ITEMS_KEY)).toBeNull();
  });

  it("is a button reached with the keyboard, and shows as saved what the product page saved", async () => {
    window.localStorage.setItem(SAVED_ITEMS_KEY, JSON.stringify([{ productId: PRODUCT, sizeId: FIFTY }]));
    render(
      listing(
        <>
          <ProductCard product={card()} />
          <ProductCard product={card({ _id: "65f000000000000000000002", name: "Harmattan", sizes: [{ _id: "65f0000000000000000000b1", label: "", volumeMl: null, sku: "HM-1", price: 20000, stock: 3 }] })} />
        </>,
      ),
    );
    const saved = screen.getByRole("button", { name: /^Save Maison Lagos Midnight Oud/ });
    await waitFor(() => expect(saved).toHaveAttribute("aria-pressed", "true"));
    const other = screen.getByRole("button", { name: /^Save Maison Lagos Harmattan$/ });
    expect(other).toHaveAttribute("aria-pressed", "false");
    expect(other.tagName).toBe("BUTTON");
    expect(other).toHaveAttribute("type", "button");
    expect(other).not.toHaveAttribute("tabindex");
  });

  it("works the hearts of cards shown later, as the shop's next slide, from the one script already loaded", async () => {
    const third = "65f000000000000000000003";
    const { rerender } = render(listing(<ProductCard product={card()} />));
    await heartOf(/^Save Maison Lagos Midnight Oud, 50 ml$/);
    window.localStorage.setItem(SAVED_ITEMS_KEY, JSON.stringify([{ productId: third, sizeId: FIFTY }]));
    rerender(
      listing(
        <>
          <ProductCard product={card()} />
          <ProductCard product={card({ _id: "65f000000000000000000002", name: "Harmattan" })} />
          <ProductCard product={card({ _id: third, name: "Calabar Rain" })} />
        </>,
      ),
    );
    await waitFor(() => expect(screen.getByRole("button", { name: /^Save Maison Lagos Calabar Rain/ })).toHaveAttribute("aria-pressed", "true"));
    fireEvent.click(screen.getByRole("button", { name: /^Save Maison Lagos Harmattan/ }));
    expect(screen.getByRole("button", { name: /^Save Maison Lagos Harmattan/ })).toHaveAttribute("aria-pressed", "true");
    expect(isSaved({ productId: "65f000000000000000000002", sizeId: FIFTY })).toBe(true);
    expect(screen.getByRole("button", { name: /^Save Maison Lagos Midnight Oud/ })).toHaveAttribute("aria-pressed", "false");
  });
});
