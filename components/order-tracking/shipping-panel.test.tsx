import { act, fireEvent, render, screen } from "@testing-library/react";
import { trackedOrder } from "@/tests/support/tracked-order";
import { SHIPPING_UPDATED, ShippingPanel } from "./shipping-panel";

const order = trackedOrder({ canEditShipping: true });

// jsdom has no fetch Response: this is the part apiRequest reads.
const answer = (body: unknown, status: number) => jest.fn(() => Promise.resolve({ ok: status < 400, status, text: async () => JSON.stringify(body) })) as unknown as typeof fetch;

async function save() {
  await act(async () => {
    fireEvent.click(screen.getByTestId("shipping-save"));
  });
}

describe("ShippingPanel", () => {
  it("checks fields as the owner types and focuses the first problem on save, sending nothing", async () => {
    global.fetch = answer({}, 500);
    render(<ShippingPanel order={order} email="ada@example.com" onUpdated={jest.fn()} />);
    // The checks load once the panel is on screen.
    await act(() => import("./tracking-checks"));
    fireEvent.click(screen.getByTestId("shipping-edit-toggle"));
    fireEvent.change(screen.getByLabelText("Phone"), { target: { value: "call me" } });
    expect(screen.getByTestId("shipping-phoneNumber-error")).toHaveTextContent("Invalid phone number");
    fireEvent.change(screen.getByLabelText("City"), { target: { value: "" } });
    await save();
    expect(screen.getByLabelText("City")).toHaveFocus();
    expect(screen.getByLabelText("City")).toHaveAccessibleDescription("City is required");
    expect(global.fetch).not.toHaveBeenCalled();
  });

  it("checks a save made before the checks arrived, once they have", async () => {
    global.fetch = answer({}, 500);
    render(<ShippingPanel order={order} email="ada@example.com" onUpdated={jest.fn()} />);
    fireEvent.click(screen.getByTestId("shipping-edit-toggle"));
    fireEvent.change(screen.getByLabelText("City"), { target: { value: "" } });
    await save();
    expect(screen.getByLabelText("City")).toHaveAccessibleDescription("City is required");
    expect(global.fetch).not.toHaveBeenCalled();
  });

  it("shows the server's messages for shipping fields under those fields", async () => {
    global.fetch = answer({ success: false, message: "Bad request", fieldErrors: { "shipping.postalCode": ["Invalid postal code"] } }, 400);
    render(<ShippingPanel order={order} email="ada@example.com" onUpdated={jest.fn()} />);
    fireEvent.click(screen.getByTestId("shipping-edit-toggle"));
    await save();
    expect(screen.getByTestId("shipping-postalCode-error")).toHaveTextContent("Invalid postal code");
    expect(screen.queryByTestId("shipping-edit-message")).not.toBeInTheDocument();
  });

  it("shows the server's message when its field errors name no shipping field", async () => {
    global.fetch = answer({ success: false, message: "Order not found", fieldErrors: { email: ["Wrong e-mail"] } }, 400);
    render(<ShippingPanel order={order} email="ada@example.com" onUpdated={jest.fn()} />);
    fireEvent.click(screen.getByTestId("shipping-edit-toggle"));
    await save();
    expect(screen.getByTestId("shipping-edit-message")).toHaveTextContent("Order not found");
  });

  it("saves and says so", async () => {
    const onUpdated = jest.fn();
    global.fetch = answer({ success: true, message: SHIPPING_UPDATED, data: { ...order, shipping: { ...order.shipping, city: "Ikeja" } } }, 200);
    render(<ShippingPanel order={order} email="ada@example.com" onUpdated={onUpdated} />);
    fireEvent.click(screen.getByTestId("shipping-edit-toggle"));
    fireEvent.change(screen.getByLabelText("City"), { target: { value: "Ikeja" } });
    await save();
    expect(onUpdated).toHaveBeenCalledWith(expect.objectContaining({ shipping: expect.objectContaining({ city: "Ikeja" }) }));
    expect(screen.getByTestId("shipping-edit-message")).toHaveTextContent(SHIPPING_UPDATED);
  });

  it("says where the link to confirm the change went, and keeps showing the address the order has", async () => {
    const onUpdated = jest.fn();
    const sent = "We sent a link to confirm this change to a***@example.com. The new details apply once it is followed.";
    global.fetch = answer({ success: true, message: sent, data: order, confirmationSentTo: "a***@example.com" }, 200);
    render(<ShippingPanel order={order} email="ada@example.com" onUpdated={onUpdated} />);
    fireEvent.click(screen.getByTestId("shipping-edit-toggle"));
    fireEvent.change(screen.getByLabelText("City"), { target: { value: "Ikeja" } });
    await save();
    expect(screen.getByTestId("shipping-edit-message")).toHaveTextContent(sent);
    expect(onUpdated).toHaveBeenCalledWith(order);
    expect(screen.getByTestId("shipping-city")).toHaveTextContent("Lagos");
  });
});
