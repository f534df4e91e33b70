import { fireEvent, render, screen } from "@testing-library/react";
import { RefundForm } from "./refund-form";

jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh: jest.fn() }) }));

const openForm = (lines: Parameters<typeof RefundForm>[0]["lines"]) => {
  render(<RefundForm orderNumber="ORD-ABCDEFGHIJ" refundable={65000} bank={false} lines={lines} />);
  fireEvent.click(screen.getByTestId("refund-open"));
};

describe("the refund form's units back to stock", () => {
  it("offers each line up to the units that may still go back", () => {
    openForm([{ _id: "a", label: "Maison Lagos Oud Noir 50 ml", quantity: 3, restockable: 1 }]);
    expect(screen.getByLabelText("Maison Lagos Oud Noir 50 ml (of 3)")).toHaveAttribute("max", "1");
    expect(screen.queryByTestId("refund-no-restock")).toBeNull();
  });

  it("offers nothing when every unit is back already, as a cancelled order's are", () => {
    openForm([]);
    expect(screen.queryAllByTestId("refund-restock")).toHaveLength(0);
    expect(screen.getByTestId("refund-no-restock")).toHaveTextContent("Every unit of this order is already back in stock");
  });
});

describe("the refund form's outcome", () => {
  it("keeps a refused refund's reason in the form, beside its submit, and the form open", async () => {
    // jsdom has no fetch Response: this is the part apiRequest reads.
    global.fetch = jest.fn(() => Promise.resolve({ ok: false, status: 409, text: async () => JSON.stringify({ success: false, message: "Paystack refused the refund" }) })) as unknown as typeof fetch;
    openForm([]);
    fireEvent.change(screen.getByLabelText("Amount (₦)"), { target: { value: "1000" } });
    fireEvent.click(screen.getByTestId("refund-submit"));
    const refused = await screen.findByTestId("refund-message");
    expect(refused).toHaveTextContent("Paystack refused the refund");
    expect(refused).toHaveAttribute("role", "alert");
    expect(screen.getByTestId("refund-form")).toContainElement(refused);
  });
});
