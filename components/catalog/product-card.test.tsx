import { fireEvent, render, screen } from "@testing-library/react";
import { ProductCard, type CardProduct } from "./product-card";

const oud: CardProduct = {
  _id: "65f000000000000000000001",
  brand: "Maison Lagos",
  name: "Midnight Oud Eau de Parfum",
  type: "Perfume",
  price: 145000,
  promoPrice: null,
  description: "A deep, resinous oud.",
  notes: "Oud, saffron, smoked amber",
  stock: 14,
  images: [{ url: "/products/maison-lagos-midnight-oud.svg" }],
  promo: null,
};

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

  it("shows the promo price beside the struck-out price while a promo runs", () => {
    render(<ProductCard product={{ ...oud, promoPrice: 116000, promo: { discount: 20, startDate: null, endDate: null } }} />);
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
    const { rerender } = render(<ProductCard product={{ ...oud, stock: 0 }} />);
    expect(screen.getByText("Out of stock")).toBeInTheDocument();
    rerender(<ProductCard product={{ ...oud, stock: 3 }} />);
    expect(screen.getByText("Only 3 left")).toBeInTheDocument();
  });
});
