import { fireEvent, render, screen } from "@testing-library/react";
import { ShopNowButton } from "./shop-now-button";

beforeEach(() => {
  document.body.innerHTML = "";
  window.matchMedia = jest.fn().mockReturnValue({ matches: false }) as unknown as typeof window.matchMedia;
  window.scrollTo = jest.fn();
  window.alert = jest.fn();
});

describe("ShopNowButton", () => {
  it("alerts when the products section is missing", () => {
    render(<ShopNowButton />);
    fireEvent.click(screen.getByRole("button", { name: "Shop Now" }));
    expect(window.alert).toHaveBeenCalledWith("Products section is not available yet.");
    expect(window.scrollTo).not.toHaveBeenCalled();
  });

  it("scrolls smoothly to the products section, offset by the default navbar height of 80", () => {
    const section = document.createElement("section");
    section.id = "products";
    section.tabIndex = -1;
    section.getBoundingClientRect = () => ({ top: 900 }) as DOMRect;
    document.body.appendChild(section);
    render(<ShopNowButton />);
    fireEvent.click(screen.getByRole("button", { name: "Shop Now" }));
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 820, behavior: "smooth" });
    expect(document.activeElement).toBe(section);
  });
});
