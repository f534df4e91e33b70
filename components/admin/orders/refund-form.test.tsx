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
