import { renderToString } from "react-dom/server";
import { AddToCart } from "./add-to-cart";

jest.mock("@/components/cart/cart-provider", () => ({ useCart: () => ({ items: [], addItem: jest.fn() }) }));
jest.mock("@/components/ui/notifications", () => ({ useNotify: () => jest.fn() }));

const product = { _id: "65f000000000000000000001", name: "Midnight Oud", brand: "Maison Lagos", type: "Perfume" as const, price: 95000, stock: 4, image: "" };

describe("Add to Cart", () => {
  it("is disabled in the server's HTML, so a press before the page's script runs is not lost silently", () => {
    const html = renderToString(<AddToCart product={product} />);
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*data-testid="add-to-cart"/);
  });
});
