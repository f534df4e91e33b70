import { allowedStatusMoves, isAwaitingBankTransfer, orderActions, type OrderStanding } from "./order-actions";

const standing = (status: OrderStanding["status"], method: "card" | "bank" | "pay_on_delivery", state: "unpaid" | "paid" | "failed"): OrderStanding => ({ status, payment: { method, state } });

describe("order actions", () => {
  it("awaits a bank transfer only while a bank order is Pending and unpaid", () => {
    expect(isAwaitingBankTransfer(standing("Pending", "bank", "unpaid"))).toBe(true);
    expect(isAwaitingBankTransfer(standing("Pending", "card", "unpaid"))).toBe(false);
    expect(isAwaitingBankTransfer(standing("Order Placed", "bank", "paid"))).toBe(false);
    expect(isAwaitingBankTransfer(standing("Cancelled", "bank", "unpaid"))).toBe(false);
  });

  it("lets a Pending bank transfer be confirmed or cancelled", () => {
    const order = standing("Pending", "bank", "unpaid");
    expect(allowedStatusMoves(order)).toEqual(["Order Placed", "Cancelled"]);
    expect(orderActions(order)).toEqual({ confirmPayment: true, cancel: true, changeStatus: false, recordDoorOutcome: false });
  });

  it("lets a Pending card order only be cancelled: its payment confirms it", () => {
    const order = standing("Pending", "card", "unpaid");
    expect(allowedStatusMoves(order)).toEqual(["Cancelled"]);
    expect(orderActions(order)).toEqual({ confirmPayment: false, cancel: true, changeStatus: false, recordDoorOutcome: false });
  });

  it("moves a paid order among the other fulfilment statuses, both ways, never back to Pending or to Cancelled", () => {
    const order = standing("Shipped", "card", "paid");
    expect(allowedStatusMoves(order)).toEqual(["Order Placed", "Processing", "Delivered"]);
    expect(orderActions(order)).toEqual({ confirmPayment: false, cancel: false, changeStatus: true, recordDoorOutcome: false });
  });

  it("moves a cancelled order nowhere, even when a late payment arrived", () => {
    for (const order of [standing("Cancelled", "bank", "unpaid"), standing("Cancelled", "card", "paid")]) {
      expect(allowedStatusMoves(order)).toEqual([]);
      expect(orderActions(order)).toEqual({ confirmPayment: false, cancel: false, changeStatus: false, recordDoorOutcome: false });
    }
  });

  it("lets an unpaid pay-on-delivery order go out (Processing, Shipped) before the door settles it; only a Pending one is cancelled by hand", () => {
    const order = standing("Pending", "pay_on_delivery", "unpaid");
    expect(allowedStatusMoves(order)).toEqual(["Processing", "Shipped", "Cancelled"]);
    expect(orderActions(order)).toEqual({ confirmPayment: false, cancel: true, changeStatus: true, recordDoorOutcome: true });
    expect(isAwaitingBankTransfer(order)).toBe(false);
    const shipped = standing("Shipped", "pay_on_delivery", "unpaid");
    expect(allowedStatusMoves(shipped)).toEqual(["Processing"]);
    expect(orderActions(shipped)).toEqual({ confirmPayment: false, cancel: false, changeStatus: true, recordDoorOutcome: true });
    expect(orderActions(standing("Delivered", "pay_on_delivery", "paid")).recordDoorOutcome).toBe(false);
  });

  it("moves an unpaid order outside Pending nowhere", () => {
    expect(allowedStatusMoves(standing("Processing", "bank", "unpaid"))).toEqual([]);
  });
});
