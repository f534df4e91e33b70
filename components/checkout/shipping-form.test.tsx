import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
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

/** The form's checks load once it is on screen. */
const checksLoaded = () => act(() => import("./checkout-checks"));

describe("ShippingForm", () => {
  it("shows the spec's messages on submit and blocks submission while any fail, even before its checks have loaded", async () => {
    const onSubmit = jest.fn();
    render(<ShippingForm initial={EMPTY_SHIPPING_FORM} initialSave={false} blocked={null} onSubmit={onSubmit} />);
    fireEvent.click(screen.getByTestId("checkout-submit"));
    expect(await screen.findByTestId("checkout-fullName-error")).toHaveTextContent("Full Name is required");
    expect(screen.getByTestId("checkout-email-error")).toHaveTextContent("Email is required");
    expect(screen.getByTestId("checkout-address-error")).toHaveTextContent("Address is required");
    expect(screen.getByTestId("checkout-city-error")).toHaveTextContent("City is required");
    expect(screen.getByTestId("checkout-state-error")).toHaveTextContent("State is required");
    expect(screen.queryByTestId("checkout-postalCode-error")).toBeNull();
    expect(screen.queryByTestId("checkout-phoneNumber-error")).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(screen.getByTestId("checkout-fullName"));
  });

  it("checks a field as the shopper types and clears its message once it is right", async () => {
    render(<ShippingForm initial={EMPTY_SHIPPING_FORM} initialSave={false} blocked={null} onSubmit={jest.fn()} />);
    await checksLoaded();
    fireEvent.change(screen.getByTestId("checkout-email"), { target: { value: "adaeze@" } });
    expect(screen.getByTestId("checkout-email-error")).toHaveTextContent("Invalid email format");
    fireEvent.change(screen.getByTestId("checkout-email"), { target: { value: "adaeze@example.com" } });
    expect(screen.queryByTestId("checkout-email-error")).toBeNull();
    fireEvent.change(screen.getByTestId("checkout-city"), { target: { value: "  " } });
    expect(screen.getByTestId("checkout-city-error")).toHaveTextContent("City is required");
  });

  it("sends valid details with the saveDetails choice, unless something blocks checkout", async () => {
    const onSubmit = jest.fn();
    const { rerender } = render(<ShippingForm initial={filled} initialSave={false} blocked={{ message: "Some items are short of stock.", tone: "danger" }} onSubmit={onSubmit} />);
    await checksLoaded();
    await act(async () => fireEvent.click(screen.getByTestId("checkout-submit")));
    expect(screen.getByTestId("checkout-blocked")).toHaveTextContent("Some items are short of stock.");
    rerender(<ShippingForm initial={filled} initialSave={false} blocked={null} onSubmit={onSubmit} />);
    fireEvent.click(screen.getByTestId("checkout-saveDetails"));
    fireEvent.click(screen.getByTestId("checkout-submit"));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(filled, true));
    // The blocked press sent nothing.
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it("offers Nigeria's 36 states and the FCT", async () => {
    render(<ShippingForm initial={EMPTY_SHIPPING_FORM} initialSave={false} blocked={null} onSubmit={jest.fn()} />);
    await checksLoaded();
    const options = screen.getByTestId("checkout-state").querySelectorAll("option:not([value=''])");
    expect(options).toHaveLength(37);
  });
});

describe("ShippingForm with a signed-in customer's saved addresses", () => {
  const home = { id: "a1", fullName: "Adaeze Okafor", address: "12 Admiralty Way", city: "Lagos", state: "Lagos", country: "Nigeria", postalCode: "106104", phoneNumber: "08031234567", isDefault: true };
  const work = { ...home, id: "a2", fullName: "Ada at work", address: "3 Aminu Kano Crescent", city: "Abuja", state: "FCT", postalCode: "", phoneNumber: "", isDefault: false };

  it("starts on the default and fills the form from the address chosen, keeping the e-mail", async () => {
    const onSubmit = jest.fn();
    render(
      <ShippingForm
        initial={{ ...EMPTY_SHIPPING_FORM, ...filled, postalCode: "106104", phoneNumber: "08031234567" }}
        savedAddresses={[home, work]}
        initialAddressId="a1"
        initialSave={false}
        blocked={null}
        onSubmit={onSubmit}
      />,
    );
    const [first, second] = screen.getAllByRole("radio");
    expect(first).toBeChecked();
    fireEvent.click(second as HTMLElement);
    expect(screen.getByTestId("checkout-fullName")).toHaveValue("Ada at work");
    expect(screen.getByTestId("checkout-city")).toHaveValue("Abuja");
    expect(screen.getByTestId("checkout-state")).toHaveValue("FCT");
    expect(screen.getByTestId("checkout-postalCode")).toHaveValue("");
    fireEvent.click(screen.getByTestId("checkout-submit"));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ email: filled.email, address: work.address, city: "Abuja", phoneNumber: "" }), false));
    fireEvent.change(screen.getByTestId("checkout-address"), { target: { value: "9 Another Road" } });
    expect(screen.getAllByRole("radio").some((radio) => (radio as HTMLInputElement).checked)).toBe(false);
  });
});
