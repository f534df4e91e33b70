import { fireEvent, render, screen } from "@testing-library/react";
import { cardOf } from "@/tests/support/card-products";
import { ProductCard } from "./product-card";

// The card shows what the product view derived: built the way pages build it.
const card = cardOf;
const oud = card();

describe("ProductCard", () => {
  it("shows the first image with brand and name as alt text, the type, notes, description and the naira price", () => {
    render(<ProductCard product={{ ...oud, images: [...oud.images, { url: "/second.svg" }] }} />);
    expect(screen.getByRole("img", { name: "Maison Lagos Midnight Oud Eau de Parfum" })).toHaveAttribute("src", "/products/maison-lagos-midnight-oud.svg");
    expect(screen.getByRole("heading", { name: "Midnight Oud Eau de Parfum" })).toBeInTheDocument();
    expect(screen.getByTestId("product-type")).toHaveTextContent("Perfume");
    expect(screen.getByText("Oud, saffron, smoked amber")).toBeInTheDocument();
    expect(screen.getByText("A deep, resinous oud.")).toBeInTheDocument();
    expect(screen.getByTestId("product-price")).toHaveTextContent("₦145,000.00");
    expect(screen.getByRole("link", { name: /View Details/ })).toHaveAttribute("href", "/product/65f000000000000000000001");
  });

  it("says From the cheapest size when sizes cost different amounts, and not when they cost the same", () => {
    const sized = (prices: number[]) =>
      card({ price: Math.min(...prices), sizes: prices.map((price, index) => ({ _id: `65f0000000000000000000a${index}`, label: `${(index + 1) * 50} ml`, sku: `SKU-${index}`, price, stock: 2 })) });
    const { unmount } = render(<ProductCard product={sized([95000, 145000])} />);
    expect(screen.getByTestId("product-price")).toHaveTextContent("From ₦95,000.00");
    unmount();
    render(<ProductCard product={sized([95000, 95000])} />);
    expect(screen.getByTestId("product-price")).toHaveTextContent(/^₦95,000.00$/);
  });

  it("shows the promo price beside the struck-out price while a promo runs", () => {
    render(<ProductCard product={card({ promo: { discount: 20, startDate: null, endDate: null } })} />);
    const price = screen.getByTestId("product-price");
    expect(price).toHaveTextContent("₦116,000.00");
    expect(price.querySelector("del")).toHaveTextContent("₦145,000.00");
    expect(screen.getByText("−20%")).toBeInTheDocument();
  });

  it("shows the placeholder when the product has no image", () => {
    render(<ProductCard product={{ ...oud, images: [] }} />);
    expect(screen.getByRole("img")).toHaveAttribute("src", "/products/placeholder.svg");
  });

  it("falls back to the placeholder when the image fails to load", () => {
    render(<ProductCard product={{ ...oud, images: [{ url: "/broken.jpg" }] }} />);
    const image = screen.getByRole("img", { name: "Maison Lagos Midnight Oud Eau de Parfum" });
    fireEvent.error(image);
    expect(image).toHaveAttribute("src", "/products/placeholder.svg");
  });

  it("says when a product is sold out or nearly gone", () => {
    const { rerender } = render(<ProductCard product={card({ stock: 0 })} />);
    expect(screen.getByText("Out of stock")).toBeInTheDocument();
    rerender(<ProductCard product={card({ stock: 3 })} />);
    expect(screen.getByText("Only 3 left")).toBeInTheDocument();
  });

  it("shows the average and count of published reviews once there are some, and nothing before", () => {
    const { rerender } = render(<ProductCard product={oud} />);
    expect(screen.queryByTestId("rating-line")).not.toBeInTheDocument();
    rerender(<ProductCard product={card({ rating: { count: 3, average: 13 / 3, s1: 0, s2: 0, s3: 0, s4: 2, s5: 1 } })} />);
    expect(screen.getByTestId("rating-line")).toHaveTextContent("4.3");
    expect(screen.getByTestId("rating-count")).toHaveTextContent("(3 reviews)");
    expect(screen.getByText("4.3 out of 5 stars")).toBeInTheDocument();
  });
});
