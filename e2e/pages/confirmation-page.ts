import { pageObject } from "./page-object";
import { TrackingPage } from "./tracking-page";

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
  /** Follows the confirmation's link to the order's tracking page. */
  async trackOrder(): Promise<TrackingPage> {
    await this.track.click();
    return new TrackingPage(this.page);
  }
}
