import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { CartProvider, useCart } from "@/components/cart/cart-provider";
import { settleCart } from "@/tests/support/cart";
import { Navbar } from "./navbar";
import { ThemeToggle } from "./theme-toggle";

let pathname = "/";
jest.mock("next/navigation", () => ({ usePathname: () => pathname }));

function AddToCartButtons() {
  const { addItem } = useCart();
  return (
    <>
      <button type="button" onClick={() => addItem({ _id: "a", brand: "B", name: "N", type: "Perfume", price: 10, stock: 9 }, 2)}>
        add two
      </button>
      <button type="button" onClick={() => addItem({ _id: "b", brand: "B", name: "M", type: "Diffuser", price: 10, stock: 9 }, 3)}>
        add three
      </button>
    </>
  );
}

async function renderNavbar(path = "/") {
  pathname = path;
  const rendered = render(
    <CartProvider>
      <Navbar />
      <AddToCartButtons />
    </CartProvider>,
  );
  await settleCart();
  return rendered;
}

beforeEach(() => {
  window.localStorage.clear();
  document.documentElement.removeAttribute("data-theme");
});

describe("Navbar", () => {
  it("badges the cart with the sum of quantities", async () => {
    await renderNavbar();
    expect(screen.queryByTestId("cart-count")).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "add two" }));
    fireEvent.click(screen.getByRole("button", { name: "add three" }));
    await settleCart();
    expect(screen.getByTestId("cart-count")).toHaveTextContent("5");
    expect(screen.getByTestId("nav-cart")).toHaveAccessibleName("Cart, 5 items");
  });

  it("hides the desktop cart link on /cart", async () => {
    await renderNavbar("/cart");
    expect(screen.queryByTestId("nav-cart")).not.toBeInTheDocument();
    expect(screen.getByTestId("mobile-cart-link")).toBeInTheDocument();
  });

  it("opens the Shop dropdown and closes it, and the mobile menu, when a link is chosen", async () => {
    await renderNavbar();
    const toggle = screen.getByRole("button", { name: /Shop/ });
    const menu = screen.getByTestId("menu-toggle");
    fireEvent.click(menu);
    expect(menu).toHaveAttribute("aria-expanded", "true");
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    const dropdown = document.getElementById("shop-menu") as HTMLElement;
    expect(dropdown).toBeVisible();
    // jsdom cannot navigate; the menu closing is what is under test.
    const stay = (event: MouseEvent) => event.preventDefault();
    document.addEventListener("click", stay);
    fireEvent.click(within(dropdown).getByRole("link", { name: "Products & Services" }));
    document.removeEventListener("click", stay);
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(menu).toHaveAttribute("aria-expanded", "false");
  });

  it("closes the dropdown with Escape", async () => {
    await renderNavbar();
    const toggle = screen.getByRole("button", { name: /Shop/ });
    fireEvent.click(toggle);
    fireEvent.keyDown(document, { key: "Escape" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  it("has the theme switch disabled in the server's HTML, so a press before the page's script runs is not lost", () => {
    expect(renderToString(<ThemeToggle />)).toMatch(/<button[^>]*disabled=""[^>]*data-testid="theme-toggle"/);
  });

  it("toggles the theme and stores it under 'theme'", async () => {
    document.documentElement.setAttribute("data-theme", "light");
    await renderNavbar();
    const button = screen.getByTestId("theme-toggle");
    expect(button).toHaveAccessibleName("Switch to dark theme");
    fireEvent.click(button);
    expect(document.documentElement).toHaveAttribute("data-theme", "dark");
    expect(window.localStorage.getItem("theme")).toBe("dark");
    await waitFor(() => expect(button).toHaveAccessibleName("Switch to light theme"));
  });
});
