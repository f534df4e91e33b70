import { render, screen, within } from "@testing-library/react";
import { BestSellers } from "./best-sellers";

const PRODUCTS = [
  { productId: "a", name: "Maison Lagos Midnight Oud", type: "Perfume", units: 3, sales: 285_000_00 },
  { productId: "b", name: "Abuja Atelier Fresh", type: "Deodorant", units: 12, sales: 96_000_00 },
];

describe("a best-seller list", () => {
  it("is the kit's table, ranked by the column it names, with no link to sort it again", () => {
    render(<BestSellers title="Best sellers by sales" by="revenue" products={PRODUCTS} testId="best-sellers-revenue" />);
    const table = within(screen.getByTestId("best-sellers-revenue")).getByRole("table", { name: "Best sellers by sales" });
    expect(within(table).getByRole("columnheader", { name: /Sales/ })).toHaveAttribute("aria-sort", "descending");
    expect(within(table).getByRole("columnheader", { name: "Units" })).not.toHaveAttribute("aria-sort");
    expect(within(table).queryByRole("link")).toBeNull();
    const rows = screen.getAllByTestId("best-seller");
    expect(rows).toHaveLength(2);
    expect(within(rows[0] as HTMLElement).getByRole("rowheader")).toHaveTextContent("Maison Lagos Midnight Oud");
    expect(rows[1]).toHaveTextContent("12");
  });

  it("says when nothing sold in the period", () => {
    render(<BestSellers title="Best sellers by units" by="units" products={[]} testId="best-sellers-units" />);
    expect(screen.queryByRole("table")).toBeNull();
    expect(screen.getByTestId("best-sellers-units")).toHaveTextContent("Nothing sold in this period.");
  });
});
