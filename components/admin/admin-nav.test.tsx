import { render, screen, within } from "@testing-library/react";
import { AdminNav } from "./admin-nav";

jest.mock("next/navigation", () => ({ usePathname: () => "/admin/orders" }));

describe("AdminNav", () => {
  it("links the screens the shop has and marks the current one", () => {
    render(<AdminNav />);
    const nav = screen.getByRole("navigation", { name: "Admin" });
    for (const [label, href] of [
      ["Dashboard", "/admin"],
      ["Products", "/admin/products"],
      ["Orders", "/admin/orders"],
      ["Analytics", "/admin/analytics"],
    ]) {
      expect(within(nav).getByRole("link", { name: label })).toHaveAttribute("href", href);
    }
    expect(within(nav).getByRole("link", { name: "Orders" })).toHaveAttribute("aria-current", "page");
  });

  it("shows the spec's screens not built yet as coming, without a link that leads nowhere", () => {
    render(<AdminNav />);
    const nav = screen.getByRole("navigation", { name: "Admin" });
    for (const label of ["Profile", "Content", "Settings", "Security", "Integrations", "Promotions"]) {
      expect(within(nav).queryByRole("link", { name: new RegExp(label) })).toBeNull();
      expect(within(nav).getByText(label, { exact: false })).toHaveTextContent(`${label} coming soon`);
    }
    expect(within(nav).getAllByRole("link")).toHaveLength(4);
  });
});
