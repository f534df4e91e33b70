import { render, screen } from "@testing-library/react";
import { toProductView } from "@/lib/catalog/product-view";
import { CardSaleState } from "./card-sale-state";
import { ProductCard, toCardProduct } from "./product-card";

// 8 pm in Lagos (UTC+1) on Friday 27 November 2026.
const eightPm = new Date("2026-11-27T19:00:00Z");
const morning = new Date("2026-11-27T08:00:00Z");

const stored = {
  _id: "65f000000000000000000001",
  brand: "Maison Lagos",
  name: "Oud Eclipse",
  type: "Perfume" as const,
  price: 98000,
  description: "A limited edition.",
  stock: 3,
  images: [],
  promo: null,
};

describe("a card's note beside its price", () => {
  it("says when a drop goes on sale, in Lagos time, instead of its stock", () => {
    render(<CardSaleState product={{ onSaleAt: eightPm.toISOString(), stock: 3, stockState: "low" }} now={morning} />);
    expect(screen.getByTestId("card-on-sale")).toHaveTextContent(/^On sale at 8 pm$/);
    expect(screen.queryByTestId("stock-state")).not.toBeInTheDocument();
  });

  it("names the day of a drop on another day", () => {
    render(<CardSaleState product={{ onSaleAt: eightPm.toISOString(), stock: 3, stockState: "low" }} now={new Date("2026-11-26T12:00:00Z")} />);
    expect(screen.getByTestId("card-on-sale")).toHaveTextContent("On sale Fri 27 Nov at 8 pm");
  });

  it("says the stock as ever from the drop's time on, and for a product with no drop", () => {
    const { unmount } = render(<CardSaleState product={{ onSaleAt: eightPm.toISOString(), stock: 3, stockState: "low" }} now={eightPm} />);
    expect(screen.queryByTestId("card-on-sale")).not.toBeInTheDocument();
    expect(screen.getByTestId("stock-state")).toHaveTextContent("Only 3 left");
    unmount();
    render(<CardSaleState product={{ onSaleAt: null, stock: 0, stockState: "out" }} now={morning} />);
    expect(screen.getByTestId("stock-state")).toHaveTextContent("Out of stock");
  });

  it("is on the card of a scheduled product, beside its price", () => {
    const later = new Date(Date.now() + 60 * 60 * 1000);
    render(<ProductCard product={toCardProduct(toProductView({ ...stored, onSaleAt: later }))} />);
    expect(screen.getByTestId("card-on-sale")).toHaveTextContent(/^On sale (\w{3} \d{1,2} \w{3} )?at \d{1,2}(:\d\d)? [ap]m$/);
    expect(screen.getByTestId("product-price")).toHaveTextContent("₦98,000.00");
    expect(screen.queryByTestId("stock-state")).not.toBeInTheDocument();
  });
});
