import { act, render, screen, waitFor } from "@testing-library/react";
import { ProductCard } from "@/components/catalog/product-card";
import { cardOf } from "@/tests/support/card-products";
import { SAVED_ITEMS_KEY } from "./saved-storage";
import { SaveHeart } from "./save-heart";

// Its own file: the cards' script starts once per page (module), and these tests are about who starts it.
const related = cardOf();

beforeEach(() => window.localStorage.setItem(SAVED_ITEMS_KEY, JSON.stringify([{ productId: related._id }])));

describe("the product page's heart", () => {
  it("is what works the related cards' hearts: a card alone mounts no script", async () => {
    const { unmount } = render(<ProductCard product={related} />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByRole("button", { name: /^Save Maison Lagos Midnight Oud/ })).toHaveAttribute("aria-pressed", "false");
    unmount();

    render(
      <>
        <SaveHeart item={{ productId: "65f000000000000000000009" }} name="Harmattan" />
        <ProductCard product={related} />
      </>,
    );
    await waitFor(() => expect(screen.getByRole("button", { name: /^Save Maison Lagos Midnight Oud/ })).toHaveAttribute("aria-pressed", "true"));
  });
});
