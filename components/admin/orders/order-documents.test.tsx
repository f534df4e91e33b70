import { render, screen, within } from "@testing-library/react";
import { printedShopDetails } from "@/lib/orders/shop-details";
import { PENDING_ORDER } from "@/tests/support/admin-order-views";
import { Invoice, PackingSlip } from "./order-documents";

const shop = { name: "Scents Fragrances Ltd", address: "14 Admiralty Way, Lekki", email: "accounts@scents.ng", phone: "+234 801 234 5678", taxId: "12345678-0001" };
const paid = {
  ...PENDING_ORDER,
  status: "Order Placed" as const,
  paymentMethod: "card" as const,
  paymentState: "paid" as const,
  paidAt: "2026-03-01T10:05:00.000Z",
  bankAccount: null,
  itemsPrice: 1450,
  promoDiscount: 145,
  promoCode: "LAGOS10",
  taxPrice: 97.88,
  shippingPrice: 2500,
  shippingMethod: "Standard",
  totalPrice: 3902.88,
  orderItems: [
    ...PENDING_ORDER.orderItems,
    { _id: "64b7f0c2a1b2c3d4e5f6071a", brand: "Maison Lagos", name: "Reed Diffuser", sizeLabel: "", sku: "", type: "Diffuser", quantity: 1, restockable: 1, price: 450 },
  ],
};

describe("an order's invoice and packing slip", () => {
  it("prints the shop's details, each line with its size and SKU, the discount, the VAT line, delivery and the total", () => {
    render(<Invoice document={{ order: paid, shop }} />);
    const invoice = screen.getByTestId("invoice");
    expect(within(invoice).getByRole("heading", { level: 1, name: "Invoice" })).toBeInTheDocument();
    expect(screen.getByTestId("document-shop")).toHaveTextContent("Scents Fragrances Ltd14 Admiralty Way, Lekkiaccounts@scents.ng+234 801 234 5678TIN 12345678-0001");
    expect(invoice).toHaveTextContent("PaymentPaid by card on Mar 01, 2026");
    const lines = screen.getAllByTestId("invoice-line").map((line) => [...line.querySelectorAll("td")].map((cell) => cell.textContent));
    expect(lines).toEqual([
      ["Maison Lagos Oud Noir", "50 ml", "ML-NOIR-50", "2", "₦500.00", "₦1,000.00"],
      ["Maison Lagos Reed Diffuser", "One size", "—", "1", "₦450.00", "₦450.00"],
    ]);
    expect(invoice).toHaveTextContent("Promotion LAGOS10−₦145.00");
    expect(screen.getByTestId("invoice-vat")).toHaveTextContent("VAT (7.5%)₦97.88");
    expect(invoice).toHaveTextContent("Delivery (Standard)₦2,500.00");
    expect(screen.getByTestId("invoice-total")).toHaveTextContent("Total₦3,902.88");
    expect(screen.getByRole("button", { name: "Print invoice" })).toBeInTheDocument();
  });

  it("shows a refund under the total", () => {
    render(<Invoice document={{ order: { ...paid, refundLabel: "Partially refunded", refundedTotal: 500 }, shop }} />);
    expect(screen.getByTestId("invoice-refunded")).toHaveTextContent("Partially refunded−₦500.00");
  });

  it("packs each line by size and SKU with a box to tick, and shows no price", () => {
    render(<PackingSlip document={{ order: paid, shop }} />);
    const slip = screen.getByTestId("packing-slip");
    expect(within(slip).getByRole("heading", { level: 1, name: "Packing slip" })).toBeInTheDocument();
    expect(screen.getAllByTestId("packing-line").map((line) => line.textContent)).toEqual(["Maison Lagos Oud Noir50 mlML-NOIR-502", "Maison Lagos Reed DiffuserOne size—1"]);
    expect(screen.getByTestId("packing-count")).toHaveTextContent("3 units in 2 lines.");
    expect(slip).toHaveTextContent("Deliver toAdaeze Okafor12 Admiralty Way, Ikeja, Lagos, 106104");
    expect(slip.textContent).not.toContain("₦");
  });

  it("prints the shop's contact details where the owner left a field blank", () => {
    expect(printedShopDetails({ name: " ", address: "", email: "", phone: "", taxId: "" })).toEqual({ name: "Scents", address: "14 Admiralty Way, Lekki Phase 1, Lagos", email: "hello@scents.ng", phone: "+234 801 234 5678", taxId: "" });
    expect(printedShopDetails({ ...shop, phone: "" }).phone).toBe("+234 801 234 5678");
  });
});
