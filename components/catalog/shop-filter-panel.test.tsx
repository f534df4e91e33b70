import { render, screen, within } from "@testing-library/react";
import { NO_FILTERS } from "@/lib/catalog/shop-filters";
import type { ShopFacets } from "@/lib/catalog/facet-count";
import { ShopFilterPanel } from "./shop-filter-panel";

const FACETS: ShopFacets = {
  type: [{ value: "Perfume", count: 12 }],
  brand: [{ value: "Kano Rose", count: 2 }],
  concentration: [{ value: "Eau de Parfum", count: 8 }],
  family: [
    { value: "Woody", count: 2 },
    { value: "Floral", count: 3 },
  ],
  forWhom: [{ value: "Feminine", count: 4 }],
  notes: [{ value: "Oud", count: 2 }],
  price: [{ value: "under-50000", count: 2 }],
  inStock: 11,
  rating: 0,
};

describe("the shop's filter form", () => {
  it("groups each kind in a fieldset named by its legend, each option read with its count, chosen ones ticked, other choices kept", () => {
    const { container } = render(
      <ShopFilterPanel action="/shop" filters={{ ...NO_FILTERS, family: ["Woody", "Amber"] }} facets={FACETS} keep={{ q: "oud", type: "", sort: "priceLow", rating: "" }} clearHref="/shop?q=oud&sort=priceLow">
        <p>results</p>
      </ShopFilterPanel>,
    );
    const family = screen.getByRole("group", { name: "Scent family" });
    expect(within(family).getByRole("checkbox", { name: "Woody 2 products" })).toBeChecked();
    expect(within(family).getByRole("checkbox", { name: "Floral 3 products" })).not.toBeChecked();
    // Chosen, but narrowed to nothing by the other choices: still there to untick.
    expect(within(family).getByRole("checkbox", { name: "Amber 0 products" })).toBeChecked();
    expect(screen.getByRole("checkbox", { name: "Under ₦50,000 2 products" })).toHaveAttribute("name", "price");
    expect(screen.getByRole("checkbox", { name: "In stock 11 products" })).toHaveAttribute("value", "1");
    const form = screen.getByRole("form", { name: "Filter products" });
    expect(form).toHaveAttribute("method", "get");
    expect([...container.querySelectorAll("input[type=hidden]")].map((input) => [input.getAttribute("name"), input.getAttribute("value")])).toEqual([
      ["q", "oud"],
      ["sort", "priceLow"],
    ]);
    expect(screen.getByRole("link", { name: "Clear filters" })).toHaveAttribute("href", "/shop?q=oud&sort=priceLow");
    expect(screen.getByText("Filters (2)")).toBeInTheDocument();
    expect(screen.getByText("results")).toBeInTheDocument();
  });
});
