import "server-only";
import { DEFAULT_PAYSTACK_API_BASE, PaystackProvider } from "./paystack";
import type { PaymentProvider } from "./provider";
import { TestModeProvider } from "./test-mode";

export type CardPaymentMode =
  | { mode: "paystack"; publicKey: string }
  | { mode: "test"; publicKey: null }
  | { mode: "unavailable"; reason: string };

/**
 * Paystack when both keys are set; otherwise test mode, which production allows only with
 * PAYMENTS_MODE=test. Without either, card payment is unavailable and says why.
 */
export function cardPaymentMode(env: Record<string, string | undefined> = process.env): CardPaymentMode {
  const secret = env.PAYSTACK_SECRET_KEY?.trim();
  const publicKey = env.NEXT_PUBLIC_PAYSTACK_PUBLIC_KEY?.trim();
  if (secret && publicKey && env.PAYMENTS_MODE !== "test") return { mode: "paystack", publicKey };
  if (env.NODE_ENV !== "production" || env.PAYMENTS_MODE === "test") return { mode: "test", publicKey: null };
  return {
    mode: "unavailable",
    reason: "Card payment is not configured: set PAYSTACK_SECRET_KEY and NEXT_PUBLIC_PAYSTACK_PUBLIC_KEY (or PAYMENTS_MODE=test for a demo).",
  };
}

export function paystackSecretKey(env: Record<string, string | undefined> = process.env): string | null {
  return cardPaymentMode(env).mode === "paystack" ? (env.PAYSTACK_SECRET_KEY?.trim() ?? null) : null;
}

/** The provider for card payments, or null when card payment is unavailable. */
export function cardPaymentProvider(env: Record<string, string | undefined> = process.env): PaymentProvider | null {
  const mode = cardPaymentMode(env);
  if (mode.mode === "paystack") {
    return new PaystackProvider(env.PAYSTACK_SECRET_KEY?.trim() ?? "", env.PAYSTACK_API_BASE?.trim() || DEFAULT_PAYSTACK_API_BASE);
  }
  if (mode.mode === "test") return new TestModeProvider();
  return null;
}

/** The provider that holds an order's card transaction, if it may still be asked about it. */
export function providerForOrder(provider: string, env: Record<string, string | undefined> = process.env): PaymentProvider | null {
  const current = cardPaymentProvider(env);
  return current && current.name === provider ? current : null;
}
