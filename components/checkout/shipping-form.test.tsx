import { fireEvent, render, screen } from "@testing-library/react";
import { EMPTY_SHIPPING_FORM } from "./checkout-storage";
import { ShippingForm } from "./shipping-form";

const filled = {
  fullName: "Adaeze Okafor",
  email: "adaeze@example.com",
  address: "12 Admiralty Way",
  phoneNumber: "",
  city: "Lagos",
  state: "Lagos",
  postalCode: "",
};

describe("ShippingForm", () => {
  it("shows the spec's messages on submit and blocks submission while any fail", () => {
    const onSubmit = jest.fn();
    render(<ShippingForm initial={EMPTY_SHIPPING_FORM} initialSave={false} blocked={null} onSubmit={onSubmit} />);
    fireEvent.click(screen.getByTestId("checkout-submit"));
    expect(screen.getByTestId("checkout-fullName-error")).toHaveTextContent("Full Name is required");
    expect(screen.getByTestId("checkout-email-error")).toHaveTextContent("Email is required");
    expect(screen.getByTestId("checkout-address-error")).toHaveTextContent("Address is required");
    expect(screen.getByTestId("checkout-city-error")).toHaveTextContent("City is required");
    expect(screen.getByTestId("checkout-state-error")).toHaveTextContent("State is required");
    expect(screen.queryByTestId("checkout-postalCode-error")).toBeNull();
    expect(screen.queryByTestId("checkout-phoneNumber-error")).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(screen.getByTestId("checkout-fullName"));
  });

  it("checks a field as the shopper types and clears its message once it is right", () => {
    render(<ShippingForm initial={EMPTY_SHIPPING_FORM} initialSave={false} blocked={null} onSubmit={jest.fn()} />);
    fireEvent.change(screen.getByTestId("checkout-email"), { target: { value: "adaeze@" } });
    expect(screen.getByTestId("checkout-email-error")).toHaveTextContent("Invalid email format");
    fireEvent.change(screen.getByTestId("checkout-email"), { target: { value: "adaeze@example.com" } });
    expect(screen.queryByTestId("checkout-email-error")).toBeNull();
    fireEvent.change(screen.getByTestId("checkout-city"), { target: { value: "  " } });
    expect(screen.getByTestId("checkout-city-error")).toHaveTextContent("City is required");
  });

  it("sends valid details with the saveDetails choice, unless something blocks checkout", () => {
    const onSubmit = jest.fn();
    const { rerender } = render(<ShippingForm initial={filled} initialSave={false} blocked={{ message: "Some items are short of stock.", tone: "danger" }} onSubmit={onSubmit} />);
    fireEvent.click(screen.getByTestId("checkout-submit"));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByTestId("checkout-blocked")).toHaveTextContent("Some items are short of stock.");
    rerender(<ShippingForm initial={filled} initialSave={false} blocked={null} onSubmit={onSubmit} />);
    fireEvent.click(screen.getByTestId("checkout-saveDetails"));
    fireEvent.click(screen.getByTestId("checkout-submit"));
    expect(onSubmit).toHaveBeenCalledWith(filled, true);
  });

  it("offers Nigeria's 36 states and the FCT", () => {
    render(<ShippingForm initial={EMPTY_SHIPPING_FORM} initialSave={false} blocked={null} onSubmit={jest.fn()} />);
    const options = screen.getByTestId("checkout-state").querySelectorAll("option:not([value=''])");
    expect(options).toHaveLength(37);
  });
});
