import { render, screen, within } from "@testing-library/react";
import { screensFor } from "@/lib/admin/navigation";
import { AdminNav } from "./admin-nav";

jest.mock("next/navigation", () => ({ usePathname: () => "/admin/orders" }));

describe("AdminNav", () => {
  it("links every admin screen of the spec, and the inbox, for the owner, and marks the current one", () => {
    render(<AdminNav screens={screensFor("owner")} />);
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
      ["Collections", "/admin/collections"],
      ["Promotions", "/admin/promotions"],
      ["Messages", "/admin/messages"],
      ["Abandoned checkouts", "/admin/abandoned-checkouts"],
      ["Staff", "/admin/staff"],
      ["Activity", "/admin/activity"],
    ];
    expect(within(nav).getAllByRole("link").map((link) => [link.textContent, link.getAttribute("href")])).toEqual(expected);
    expect(within(nav).getByRole("link", { name: "Orders" })).toHaveAttribute("aria-current", "page");
    expect(within(nav).getAllByRole("link").filter((link) => link.hasAttribute("aria-current"))).toHaveLength(1);
  });

  it("shows a packer only the dashboard, orders and their own account; the content role no orders, money or settings", () => {
    const labels = (role: Parameters<typeof screensFor>[0]) => screensFor(role).map((screen) => screen.label);
    expect(labels("fulfilment")).toEqual(["Dashboard", "Orders", "Profile", "Security"]);
    expect(labels("content")).toEqual(["Dashboard", "Products", "Reviews", "Profile", "Content", "Security", "Collections"]);
    expect(labels("manager")).not.toEqual(expect.arrayContaining(["Integrations"]));
    expect(labels(null)).toEqual(["Dashboard"]);
  });

  it("says nothing is coming: every entry is a link", () => {
    render(<AdminNav screens={screensFor("owner")} />);
    const nav = screen.getByRole("navigation", { name: "Admin" });
    expect(nav).not.toHaveTextContent(/coming soon/i);
    expect(within(nav).getAllByRole("listitem")).toHaveLength(within(nav).getAllByRole("link").length);
  });
});
