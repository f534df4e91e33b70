import "server-only";
import { randomBytes } from "node:crypto";
import { ORDER_STATUS } from "@/lib/vocabulary/order-statuses";
import { Order } from "@/models/order";
import { TestTransaction } from "@/models/test-transaction";
import { DraftOrder } from "@/models/draft-order";
import { PaymentProviderError, refundNote, type InitializeInput, type InitializedTransaction, type PaymentProvider, type ProviderRefund, type RefundInput, type VerifiedTransaction } from "./provider";
import { DomainError } from "@/lib/vocabulary/domain-error";

const chargeNotFound = () => new DomainError("charge-not-found", "not-found", "Not found");

/** The built-in provider used without Paystack keys: no card is charged, nothing leaves the server. */
export class TestModeProvider implements PaymentProvider {
  readonly name = "test" as const;

  async initialize(input: InitializeInput): Promise<InitializedTransaction> {
    const accessCode = `test_${randomBytes(12).toString("hex")}`;
    await TestTransaction.create({ reference: input.reference, accessCode, email: input.email, amountKobo: input.amountKobo });
    return { reference: input.reference, accessCode, authorizationUrl: "" };
  }

  async verify(reference: string): Promise<VerifiedTransaction> {
    const transaction = await TestTransaction.findOne({ reference }).lean();
    if (!transaction) return { reference, status: "failed", amountKobo: -1, currency: "NGN", paidAt: null };
    return {
      reference,
      status: transaction.status === "success" ? "success" : transaction.status === "failed" ? "failed" : "pending",
      amountKobo: transaction.amountKobo,
      currency: transaction.currency ?? "NGN",
      paidAt: transaction.paidAt ?? null,
      channel: transaction.channel ?? null,
    };
  }

  /** No money moved, so none has to travel back: a refund is processed at once, never above what was paid. */
  async refund(input: RefundInput): Promise<ProviderRefund> {
    const note = refundNote(input.refundId);
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const existing = await this.findRefund(input.reference, input.refundId);
      if (existing) return existing;
      const transaction = await TestTransaction.findOne({ reference: input.reference, status: "success" }).lean();
      if (!transaction) throw new PaymentProviderError("Test mode has no successful transaction with this reference", { refused: true });
      const refunded = transaction.refundedKobo ?? 0;
      if (refunded + input.amountKobo > transaction.amountKobo) throw new PaymentProviderError("Refund amount is more than what is left of the transaction", { refused: true });
      const id = `test_refund_${randomBytes(8).toString("hex")}`;
      // Conditional on what was read: of two refunds racing, one writes and the other reads again.
      const { modifiedCount } = await TestTransaction.updateOne(
        { _id: transaction._id, refundedKobo: transaction.refundedKobo ?? { $in: [0, null] }, "refunds.note": { $ne: note } },
        { $inc: { refundedKobo: input.amountKobo }, $push: { refunds: { id, amountKobo: input.amountKobo, note } } },
      );
      if (modifiedCount === 1) return { id, status: "processed", amountKobo: input.amountKobo };
    }
    throw new PaymentProviderError("Test mode's transaction kept changing");
  }

  async findRefund(reference: string, refundId: string): Promise<ProviderRefund | null> {
    const transaction = await TestTransaction.findOne({ reference }, { refunds: 1 }).lean();
    const found = transaction?.refunds?.find((refund) => refund.note === refundNote(refundId));
    return found ? { id: found.id, status: "processed", amountKobo: found.amountKobo } : null;
  }
}

/**
 * The test card sheet's charge: a card that already passed the spec's rules, or its stand-in for
 * Paystack's Pay with Transfer (the shopper says the transfer was sent); the transaction succeeds
 * once, and the order is confirmed by the same path as a card, with no owner action.
 */
export async function chargeTestTransaction(reference: string, payment: { cardNumber: string } | { channel: "bank_transfer" }, now: Date = new Date()): Promise<{ reference: string }> {
  const paid = "cardNumber" in payment ? { channel: "card", cardLast4: payment.cardNumber.slice(-4) } : { channel: payment.channel };
  const order = await Order.findOne({ "payment.reference": reference }, { status: 1 }).lean();
  // A draft's payment link becomes its order only once paid: until then its draft is what awaits payment.
  const link = order ? null : await DraftOrder.findOne({ "link.reference": reference }, { state: 1, link: 1 }).lean<{ state: string; link?: { expiresAt: Date } | null }>();
  if (!order && !link) throw chargeNotFound();
  if (link && (link.state !== "open" || !link.link || link.link.expiresAt <= now)) throw new DomainError("order-not-awaiting-payment", "conflict", "This payment link has expired or was already used.");
  if (order && order.status !== ORDER_STATUS.pending) throw new DomainError("order-not-awaiting-payment", "conflict", "This order is no longer awaiting payment.");
  const updated = await TestTransaction.findOneAndUpdate(
    { reference, status: "pending" },
    { $set: { status: "success", paidAt: now, ...paid } },
    { returnDocument: "after" },
  ).lean();
  if (updated) return { reference };
  const existing = await TestTransaction.findOne({ reference }).lean();
  if (!existing) throw chargeNotFound();
  if (existing.status === "success") return { reference };
  throw new DomainError("charge-closed", "conflict", "This payment can no longer be charged.");
}
