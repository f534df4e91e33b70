import { fireEvent, render, screen } from "@testing-library/react";
import { RouteError, storeWayBack } from "./route-error";

describe("RouteError", () => {
  beforeEach(() => jest.spyOn(console, "error").mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it("apologises, retries on request and leads back", () => {
    const retry = jest.fn();
    render(<RouteError error={new Error("boom")} retry={retry} back={storeWayBack("/cart")} />);
    expect(screen.getByRole("alert")).toHaveTextContent("We could not load this page.");
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(retry).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("link", { name: "Back to home" })).toHaveAttribute("href", "/");
    expect(console.error).toHaveBeenCalledWith(expect.objectContaining({ message: "boom" }));
  });

  it("sends a shopper who was already home on to the shop", () => {
    expect(storeWayBack("/")).toEqual({ href: "/shop", label: "Go to the shop" });
    expect(storeWayBack("/product/64b7f0c2a1b2c3d4e5f60718")).toEqual({ href: "/", label: "Back to home" });
  });
});
