import { render, screen, within } from "@testing-library/react";
import { AdminNav } from "./admin-nav";

jest.mock("next/navigation", () => ({ usePathname: () => "/admin/orders" }));

describe("AdminNav", () => {
  it("links every admin screen of the spec, and the inbox, and marks the current one", () => {
    render(<AdminNav />);
    const nav = screen.getByRole("navigation", { name: "Admin" });
    const expected = [
      ["Dashboard", "/admin"],
      ["Products", "/admin/products"],
      ["Orders", "/admin/orders"],
      ["Customers", "/admin/customers"],
      ["Reviews", "/admin/reviews"],
      ["Profile", "/admin/users"],
      ["Content", "/admin/content"],
      ["Analytics", "/admin/analytics"],
      ["Settings", "/admin/settings"],
      ["Security", "/admin/security"],
      ["Integrations", "/admin/integrations"],
      ["Promotions", "/admin/promotions"],
      ["Messages", "/admin/messages"],
    ];
    expect(within(nav).getAllByRole("link").map((link) => [link.textContent, link.getAttribute("href")])).toEqual(expected);
    expect(within(nav).getByRole("link", { name: "Orders" })).toHaveAttribute("aria-current", "page");
    expect(within(nav).getAllByRole("link").filter((link) => link.hasAttribute("aria-current"))).toHaveLength(1);
  });

  it("says nothing is coming: every entry is a link", () => {
    render(<AdminNav />);
    const nav = screen.getByRole("navigation", { name: "Admin" });
    expect(nav).not.toHaveTextContent(/coming soon/i);
    expect(within(nav).getAllByRole("listitem")).toHaveLength(within(nav).getAllByRole("link").length);
  });
});
