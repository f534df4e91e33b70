import { render, screen, within } from "@testing-library/react";
import { CONTACT_DETAILS } from "@/lib/content/contact-details";
import { Footer } from "./footer";

describe("Footer", () => {
  it("names each of its parts for screen readers by its heading", () => {
    render(<Footer />);
    expect(within(screen.getByRole("region", { name: "Scents" })).getByRole("list", { name: "Follow us" })).toBeInTheDocument();
    expect(within(screen.getByRole("navigation", { name: "Quick links" })).getByRole("link", { name: "Order Tracking" })).toHaveAttribute("href", "/order-tracking");
    expect(within(screen.getByRole("region", { name: "Contact" })).getByRole("link", { name: CONTACT_DETAILS.email })).toHaveAttribute("href", `mailto:${CONTACT_DETAILS.email}`);
    expect(within(screen.getByRole("region", { name: "Newsletter" })).getByText("New arrivals, restocks and members-only offers. No spam.")).toBeInTheDocument();
  });
});
