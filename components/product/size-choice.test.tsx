import { fireEvent, render, screen, within } from "@testing-library/react";
import { Suspense } from "react";
import { CartProvider } from "@/components/cart/cart-provider";
import { Notifications } from "@/components/ui/notifications";
import type { SizeView } from "@/lib/catalog/product-view";
import { settleCart } from "@/tests/support/cart";
import { SizeChoice } from "./size-choice";
import { SizeOptionText, SizePriceAndStock } from "./size-details";

// The page runs next/dynamic's App Router build (React.lazy); jest would otherwise load the Pages one.
jest.mock("next/dynamic", () => jest.requireActual("next/dist/shared/lib/app-dynamic"));

const SIZES: SizeView[] = [
  { _id: "s30", label: "30 ml", volumeMl: 30, sku: "ML-OUD-30", price: 62000, promoPrice: null, stock: 3, onSaleAt: null },
  { _id: "s50", label: "50 ml", volumeMl: 50, sku: "ML-OUD-50", price: 95000, promoPrice: null, stock: 0, onSaleAt: null },
  { _id: "s100", label: "100 ml", volumeMl: 100, sku: "ML-OUD-100", price: 145000, promoPrice: null, stock: 4, onSaleAt: null },
];
const PRODUCT = { _id: "p-oud", brand: "Maison Lagos", name: "Midnight Oud", type: "Perfume" as const, sizes: SIZES, discountPercent: null };

async function show(drops: Record<string, { onSaleAt: string; label: string }> = {}) {
  // A boundary above the product, as the page has (or the root): a suspension the size choice lets out reaches it.
  render(
    <Suspense fallback={<p>Loading the page</p>}>
      <CartProvider>
        <Notifications>
          <SizeChoice
            product={PRODUCT}
            sizes={SIZES.map((size) => ({ _id: size._id, label: size.label, price: size.promoPrice ?? size.price, stock: size.stock, text: <SizeOptionText size={size} />, details: <SizePriceAndStock size={size} discountPercent={null} />, drop: drops[size._id] ?? null }))}
            image="/products/oud.svg"
          />
        </Notifications>
      </CartProvider>
    </Suspense>,
  );
  await settleCart();
}

beforeEach(() => {
  window.localStorage.clear();
  window.history.replaceState(null, "", "/product/p-oud");
});

describe("choosing a size on the product page", () => {
  // First in this file: React.lazy keeps a loaded chunk for the whole file, and here it must still be loading.
  it("checks a sold-out size at the click, while the back-in-stock form's code still loads", async () => {
    await show();
    const soldOut = screen.getByRole("radio", { name: /50 ml/ });
    fireEvent.click(soldOut);
    expect(soldOut).toBeChecked();
    expect(screen.getByRole("radio", { name: /30 ml/ })).not.toBeChecked();
    expect(screen.getByTestId("add-to-cart")).toBeDisabled();
    expect(await screen.findByRole("form", { name: "E-mail me when it's back" })).toBeInTheDocument();
    expect(soldOut).toBeChecked();
  });

  it("offers the sizes as a labelled radio group with each price and its price per 10 ml", async () => {
    await show();
    const group = screen.getByRole("group", { name: "Size" });
    expect(within(group).getAllByRole("radio").map((radio) => (radio as HTMLInputElement).checked)).toEqual([true, false, false]);
    expect(within(group).getByRole("radio", { name: /100 ml/ })).toBeInTheDocument();
    expect(group).toHaveTextContent("30 ml₦62,000.00₦20,666.67 / 10 ml");
    expect(group).toHaveTextContent("50 ml₦95,000.00₦19,000.00 / 10 mlOut of stock");
    expect(screen.getByTestId("product-price")).toHaveTextContent("₦62,000.00");
  });

  it("makes the price, the stock note, the URL and Add to Cart follow the chosen size", async () => {
    await show();
    fireEvent.click(screen.getByRole("radio", { name: /100 ml/ }));
    expect(screen.getByTestId("product-price")).toHaveTextContent("₦145,000.00");
    expect(screen.getByTestId("stock-state")).toHaveTextContent("Only 4 left");
    expect(window.location.search).toBe("?size=s100");
    fireEvent.click(screen.getByTestId("add-to-cart"));
    await settleCart();
    const stored = JSON.parse(window.localStorage.getItem("cart_items") ?? "[]") as { sizeId: string; sizeLabel: string; price: number }[];
    expect(stored.map(({ sizeId, sizeLabel, price }) => ({ sizeId, sizeLabel, price }))).toEqual([{ sizeId: "s100", sizeLabel: "100 ml", price: 145000 }]);
    expect(await screen.findByTestId("toast-success")).toHaveTextContent("Added 1 to your cart. View cart");

    fireEvent.click(screen.getByRole("radio", { name: /50 ml/ }));
    expect(screen.getByTestId("add-to-cart")).toBeDisabled();
  });

  it("shows a size before its own drop with when it goes on sale, a countdown and nothing to buy, while the other sizes sell", async () => {
    await show({ s100: { onSaleAt: new Date(Date.now() + 90 * 60_000).toISOString(), label: "On sale at 8 pm" } });
    expect(screen.getByTestId("add-to-cart")).toBeEnabled();
    expect(screen.queryByTestId("drop-notice")).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole("radio", { name: /100 ml/ }));
    expect(await screen.findByTestId("drop-notice")).toHaveTextContent("On sale at 8 pm");
    expect(await screen.findByTestId("drop-countdown")).toHaveTextContent(/^1:(29|30):\d\d$/);
    expect(screen.getByTestId("add-to-cart")).toBeDisabled();
    fireEvent.click(screen.getByRole("radio", { name: /30 ml/ }));
    expect(screen.queryByTestId("drop-notice")).not.toBeInTheDocument();
    expect(screen.getByTestId("add-to-cart")).toBeEnabled();
  });

  it("opens at the size a shared link names", async () => {
    window.history.replaceState(null, "", "/product/p-oud?size=s100");
    await show();
    expect(screen.getByRole("radio", { name: /100 ml/ })).toBeChecked();
    expect(screen.getByTestId("product-price")).toHaveTextContent("₦145,000.00");
  });
});
