import { render, screen, within } from "@testing-library/react";
import type { StockHistoryEntry } from "@/lib/catalog/stock-history";
import { StockHistory } from "./stock-history";

const line = (entry: Partial<StockHistoryEntry> & Pick<StockHistoryEntry, "id" | "kind" | "reason" | "change">): StockHistoryEntry => ({ at: "2026-11-27T10:00:00.000Z", units: Math.abs(entry.change), stockAfter: 4, ...entry });

describe("a size's stock history", () => {
  it("links each line to its order, or to its draft while a reservation has no order yet", () => {
    const entries = [
      line({ id: "1", kind: "released", reason: "Refused at the door", change: 2, orderNumber: "ORD-AB12CD34EF" }),
      line({ id: "2", kind: "held", reason: "Reserved for a draft order", change: -1, orderNumber: "", draftId: "64b7f0c2a1b2c3d4e5f60799" }),
    ];
    render(<StockHistory sizes={[{ sizeId: "s1", label: "100 ml", stock: 4, removed: false, low: false, entries }]} threshold={2} truncated={false} />);
    const [refused, reserved] = screen.getAllByTestId("stock-history-entry");
    expect(refused).toHaveTextContent("Refused at the door ORD-AB12CD34EF");
    expect(within(refused as HTMLElement).getByRole("link", { name: "ORD-AB12CD34EF" })).toHaveAttribute("href", "/admin/orders/ORD-AB12CD34EF");
    expect(reserved).toHaveTextContent("Reserved for a draft order");
    expect(within(reserved as HTMLElement).getByRole("link", { name: "(open the draft)" })).toHaveAttribute("href", "/admin/orders/drafts/64b7f0c2a1b2c3d4e5f60799");
  });
});
