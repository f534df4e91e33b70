import { render, screen, within } from "@testing-library/react";
import type { DraftOrderView } from "@/lib/checkout/draft-orders";
import { DraftOrderList } from "./draft-order-list";

const NOW = new Date("2026-03-02T12:00:00Z");

function draft(overrides: Partial<DraftOrderView>): DraftOrderView {
  return {
    _id: "65f000000000000000000001",
    state: "open",
    channel: "instagram",
    customer: { id: null, name: "Chioma Obi", phone: "08030000000", email: "chioma@example.com" },
    lines: [],
    customLines: [],
    discount: null,
    delivery: { kind: "owner", methodId: "", price: 2000, state: "Lagos", city: "Yaba", address: "1 Herbert Macaulay Way", name: "Delivery" },
    note: "",
    totals: { subtotal: 45000, bundleDiscount: 0, discount: 0, tax: 0, delivery: 2000, total: 47000 },
    unavailable: 0,
    link: null,
    orderNumber: null,
    outcome: null,
    reservedUntil: null,
    createdAt: "2026-03-01T09:00:00Z",
    ...overrides,
  };
}

describe("the open draft orders list", () => {
  it("shows each draft's customer, channel, total, link state, stock and day, the customer opening the draft", () => {
    render(<DraftOrderList drafts={[draft({})]} now={NOW} />);
    const row = screen.getByTestId("draft-row");
    expect(within(row).getByRole("link", { name: "Chioma Obi" })).toHaveAttribute("href", "/admin/orders/drafts/65f000000000000000000001");
    expect(row).toHaveTextContent("Instagram");
    expect(within(row).getByTestId("draft-row-total")).toHaveTextContent("₦47,000.00");
    expect(within(row).getByTestId("draft-row-link")).toHaveTextContent("No link");
    expect(row).toHaveTextContent("Mar 01, 2026");
    expect(within(row).getByTestId("draft-row-stock")).toHaveTextContent("Not held");
  });

  it("says until when a draft's stock is reserved, in Lagos time", () => {
    render(<DraftOrderList drafts={[draft({ reservedUntil: "2026-03-03T17:30:00.000Z" })]} now={NOW} />);
    expect(screen.getByTestId("draft-row-stock")).toHaveTextContent("Reserved until Mar 03, 2026, 6:30 PM");
  });

  it("says whether the link can still be paid, has expired, or is being paid, and shows the link's fixed total", () => {
    const link = { reference: "LNK-A", url: "https://checkout.example/a", amount: 46000, expiresAt: "2026-03-03T12:00:00Z" };
    render(
      <DraftOrderList
        drafts={[
          draft({ _id: "65f000000000000000000002", link }),
          draft({ _id: "65f000000000000000000003", link: { ...link, expiresAt: "2026-03-02T11:59:00Z" } }),
          draft({ _id: "65f000000000000000000004", state: "placing", link }),
        ]}
        now={NOW}
      />,
    );
    const states = screen.getAllByTestId("draft-row-link").map((cell) => cell.textContent);
    expect(states[0]).toMatch(/^Link payable until Mar 03, 2026/);
    expect(states.slice(1)).toEqual(["Link expired", "Being paid"]);
    expect(screen.getAllByTestId("draft-row-total")[0]).toHaveTextContent("₦46,000.00");
  });

  it("says so when there is no open draft", () => {
    render(<DraftOrderList drafts={[]} now={NOW} />);
    expect(screen.getByTestId("drafts-empty")).toHaveTextContent("No open drafts.");
  });
});
