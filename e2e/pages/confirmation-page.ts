import { pageObject } from "./page-object";

export class ConfirmationPage extends pageObject(
  {
    verification: "payment-verification",
    root: "order-confirmation",
    orderId: "confirmation-order-id",
    message: "confirmation-message",
    transfer: "transfer-details",
    transferAmount: "transfer-amount",
    transferAccountNumber: "transfer-account-number",
    transferReference: "transfer-reference",
    track: "confirmation-track",
    deadline: "transfer-deadline",
    totals: "confirmation-totals",
    invalid: "confirmation-invalid",
  },
  { visible: false },
) {
}
