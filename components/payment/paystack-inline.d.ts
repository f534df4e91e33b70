// @paystack/inline-js ships without types; this is the part of its API the payment page uses.
declare module "@paystack/inline-js" {
  export interface PaystackTransactionResult {
    reference: string;
    status?: string;
    message?: string;
  }

  export interface ResumeTransactionCallbacks {
    onSuccess?(transaction: PaystackTransactionResult): void;
    onCancel?(): void;
    onLoad?(): void;
    onError?(error: { message?: string }): void;
  }

  export default class PaystackPop {
    resumeTransaction(accessCode: string, callbacks?: ResumeTransactionCallbacks): unknown;
  }
}
