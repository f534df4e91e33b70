import { pageObject } from "./page-object";

/** One order's admin page: its refunds and the refund form, its internal notes. */
export class AdminOrderPage extends pageObject({
  refunds: "order-refund",
  refundTotal: "order-refund-total",
  refundOpen: "refund-open",
  refundAmount: "refund-amount",
  refundRestock: "refund-restock",
  refundReference: "refund-reference",
  refundDate: "refund-date",
  refundSubmit: "refund-submit",
  refundMessage: "refund-message",
  refundBadge: "admin-order-refund",
  notes: "order-note",
  noteText: "note-text",
  noteSubmit: "note-submit",
}) {
  async openOrder(orderNumber: string): Promise<void> {
    await this.page.goto(`/admin/orders/${orderNumber}`);
  }

  /** Records a bank-transfer refund the owner made, sending `restock` units of the first line back. */
  async recordTransferRefund(amount: string, reference: string, date: string, restock: number): Promise<void> {
    await this.refundOpen.click();
    await this.refundAmount.fill(amount);
    await this.refundRestock.first().fill(String(restock));
    await this.refundReference.fill(reference);
    await this.refundDate.fill(date);
    await this.refundSubmit.click();
  }

  async addNote(text: string): Promise<void> {
    await this.noteText.fill(text);
    await this.noteSubmit.click();
  }
}
