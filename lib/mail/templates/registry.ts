import type { z } from "zod";
import { accountEmailProof } from "./account-email-proof";
import { backInStock } from "./back-in-stock";
import { checkoutReminder } from "./checkout-reminder";
import { orderCancelled } from "./order-cancelled";
import { orderReceived } from "./order-received";
import { orderReceivedOnDelivery } from "./order-received-on-delivery";
import { orderRefunded } from "./order-refunded";
import { orderStatus } from "./order-status";
import { ownerBackupFailed } from "./owner-backup-failed";
import { ownerContactMessage } from "./owner-contact-message";
import { ownerLinkPaidWithoutStock } from "./owner-link-paid-without-stock";
import { ownerLowStock } from "./owner-low-stock";
import { ownerNewOrder } from "./owner-new-order";
import { ownerNewReviews } from "./owner-new-reviews";
import { passwordReset } from "./password-reset";
import { paymentConfirmed } from "./payment-confirmed";
import { reviewRequest } from "./review-request";
import { shippingChanged } from "./shipping-changed";
import { shippingChangeConfirm } from "./shipping-change-confirm";
import { signupEmailProof } from "./signup-email-proof";
import { signupTakeover } from "./signup-takeover";
import { staffInvitation } from "./staff-invitation";

/** Every kind of message the shop sends: one module each; a new kind is one module and one line here. */
export const MAIL_TEMPLATES = {
  "order-received": orderReceived,
  "order-received-on-delivery": orderReceivedOnDelivery,
  "payment-confirmed": paymentConfirmed,
  "order-status": orderStatus,
  "order-cancelled": orderCancelled,
  "order-refunded": orderRefunded,
  "shipping-changed": shippingChanged,
  "shipping-change-confirm": shippingChangeConfirm,
  "owner-new-order": ownerNewOrder,
  "owner-contact-message": ownerContactMessage,
  "owner-low-stock": ownerLowStock,
  "owner-link-paid-without-stock": ownerLinkPaidWithoutStock,
  "account-email-proof": accountEmailProof,
  "review-request": reviewRequest,
  "owner-new-reviews": ownerNewReviews,
  "owner-backup-failed": ownerBackupFailed,
  "staff-invitation": staffInvitation,
  "password-reset": passwordReset,
  "checkout-reminder": checkoutReminder,
  "signup-email-proof": signupEmailProof,
  "signup-takeover": signupTakeover,
  "back-in-stock": backInStock,
} as const;

export type MailKind = keyof typeof MAIL_TEMPLATES;
/** The data a kind of message is recorded with. */
export type MailData<Kind extends MailKind> = z.input<(typeof MAIL_TEMPLATES)[Kind]["schema"]>;

export function isMailKind(kind: string): kind is MailKind {
  return Object.hasOwn(MAIL_TEMPLATES, kind);
}
