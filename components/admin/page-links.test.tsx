import { render, screen } from "@testing-library/react";
import { pageCount } from "@/lib/vocabulary/page-number";
import { PageLinks } from "./page-links";

describe("an admin list's page links", () => {
  it("keep the list's search and filters, leave out those not given, and set the page", () => {
    render(<PageLinks page={2} pages={3} label="Order pages" path="/admin/orders" keep={{ q: "ada", status: undefined, payment: "", rating: 4 }} />);
    const nav = screen.getByRole("navigation", { name: "Order pages" });
    expect(nav).toHaveTextContent("Page 2 of 3");
    expect(screen.getByRole("link", { name: "Previous" })).toHaveAttribute("href", "/admin/orders?q=ada&rating=4&page=1");
    expect(screen.getByRole("link", { name: "Next" })).toHaveAttribute("href", "/admin/orders?q=ada&rating=4&page=3");
  });

  it("offer no link past either end, and nothing at all for a list of one page", () => {
    const { rerender } = render(<PageLinks page={1} pages={2} label="Messages pages" path="" keep={{ subscribers: 3 }} previous="Newer" next="Older" />);
    expect(screen.queryByRole("link", { name: "Newer" })).toBeNull();
    expect(screen.getByRole("link", { name: "Older" })).toHaveAttribute("href", "?subscribers=3&page=2");
    rerender(<PageLinks page={1} pages={pageCount(0, 25)} label="Messages pages" path="" />);
    expect(screen.queryByRole("navigation")).toBeNull();
  });

  it("count an empty list as one page and a partial page as a page", () => {
    expect([pageCount(0, 50), pageCount(50, 50), pageCount(51, 50)]).toEqual([1, 1, 2]);
  });
});
