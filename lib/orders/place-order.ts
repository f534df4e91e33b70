import "server-only";
import { randomBytes } from "node:crypto";
import { recordActivity } from "@/lib/activity/record-activity";
import { priceCartFromDatabase } from "@/lib/pricing/quote";
import type { InitializePaymentRequest } from "@/lib/checkout/schemas";
import { badRequest, conflict, HttpError } from "@/lib/http/errors";
import { formatKobo, toNaira, type Kobo } from "@/lib/money/naira";
import { cardPaymentMode, cardPaymentProvider } from "@/lib/payments/config";
import { enforceRateLimit } from "@/lib/rate-limit/rate-limit";
import type { ProviderName } from "@/lib/payments/provider";
import type { BankAccount } from "@/lib/settings/schemas";
import { getStoreSettings } from "@/lib/settings/store-settings";
import { isDuplicateKeyError } from "@/lib/vocabulary/duplicate-key";
import { ORDER_STATUS, PAYMENT_METHOD, PAYMENT_STATE, type PaymentMethod } from "@/lib/vocabulary/order-statuses";
import { DEFAULT_COUNTRY } from "@/lib/vocabulary/shipping-address";
import { Order, type OrderRecord } from "@/models/order";
import { generateOrderNumber } from "./order-number";
import { releaseExpiredOrders } from "./expiry";
import { cancelPendingOrder } from "./release";
import { reserveStock, returnStock } from "./stock";

const DAY_MS = 24 * 60 * 60 * 1000;
export const DELIVERY_DAYS = 7;
/** An unpaid card order gives its stock back after this long. */
export const CARD_PAYMENT_WINDOW_MS = 30 * 60 * 1000;
const ORDER_NUMBER_ATTEMPTS = 5;
/**
 * Every order holds stock, so orders per client address are limited: generous for shoppers (a
 * household behind one mobile network address included), tight for a script trying to hold stock.
 */
export const ORDER_RATE_LIMIT = { limit: 20, windowMs: 10 * 60 * 1000 };

export interface PlacedOrder {
  orderId: string;
  reference: string;
  method: PaymentMethod;
  provider: ProviderName | "bank";
  /** For the card pop-up: Paystack's access code, or test mode's. */
  accessCode: string | null;
  publicKey: string | null;
  /** The server's total in naira (the browser's `amount` is never used). */
  amount: number;
  amountKobo: Kobo;
  totals: { subtotal: number; bundleDiscount: number; tax: number; shipping: number; total: number };
  bankAccount: BankAccount | null;
  fullName: string;
  email: string;
}

function newCardReference(): string {
  return `SCN-${randomBytes(10).toString("hex").toUpperCase()}`;
}

/**
 * Places an order from the browser's cart: re-prices it from the database, reserves stock,
 * stores the order as Pending and unpaid, and for a card starts the provider's transaction.
 */
export async function placeOrder(
  input: InitializePaymentRequest,
  options: { now?: Date; customerId?: string; clientAddress?: string } = {},
): Promise<PlacedOrder> {
  const now = options.now ?? new Date();
  await enforceRateLimit(
    { [`orders:${options.clientAddress ?? "unknown"}`]: ORDER_RATE_LIMIT },
    "You have placed several orders in a short time. Please wait a few minutes and try again.",
    now,
  );
  const { method, email } = input;
  const { shipping } = input.orderDetails;

  let bankAccount: BankAccount | null = null;
  const mode = cardPaymentMode();
  if (method === PAYMENT_METHOD.bank) {
    const { bankAccounts } = await getStoreSettings();
    bankAccount = bankAccounts.find((account) => account.id === input.orderDetails.bankAccount) ?? null;
    if (!bankAccount) throw badRequest({ "orderDetails.bankAccount": ["Please select a bank account"] });
  } else if (mode.mode === "unavailable") {
    throw conflict(mode.reason);
  }
  const provider = method === PAYMENT_METHOD.card ? cardPaymentProvider() : null;

  const { cart, unavailable } = await priceCartFromDatabase(input.orderDetails.orderItems, now);
  if (unavailable.length > 0 || cart.lines.length === 0) {
    throw conflict("A product in your cart is no longer available. Please review your cart.");
  }

  const stockLines = cart.lines.map((line) => ({ productId: line.productId, quantity: line.quantity, brand: line.brand, name: line.name }));
  try {
    await reserveStock(stockLines);
  } catch (error) {
    // Stock may be held by card orders whose payment window has passed (the sweeper runs once a
    // minute, or not at all on a serverless host): release those now and try once more.
    if (!(error instanceof HttpError && error.status === 409)) throw error;
    const released = await releaseExpiredOrders(now);
    if (released.length === 0) throw error;
    await reserveStock(stockLines);
  }

  let order: OrderRecord | null = null;
  try {
    for (let attempt = 1; !order; attempt++) {
      const orderNumber = generateOrderNumber();
      try {
        const created = await Order.create({
          orderNumber,
          email,
          ...(options.customerId ? { customer: options.customerId } : {}),
          orderItems: cart.lines.map((line) => ({
            product: line.productId,
            brand: line.brand,
            name: line.name,
            type: line.type,
            price: toNaira(line.unitPriceKobo),
            quantity: line.quantity,
            image: line.image,
          })),
          itemsPrice: toNaira(cart.subtotalKobo),
          bundleDiscount: toNaira(cart.bundleDiscountKobo),
          taxPrice: toNaira(cart.taxKobo),
          shippingPrice: 0,
          totalPrice: toNaira(cart.totalKobo),
          shipping: { ...shipping, country: DEFAULT_COUNTRY, estimatedDelivery: new Date(now.getTime() + DELIVERY_DAYS * DAY_MS) },
          status: ORDER_STATUS.pending,
          payment: {
            method,
            provider: provider ? provider.name : "bank",
            state: PAYMENT_STATE.unpaid,
            reference: method === PAYMENT_METHOD.card ? newCardReference() : `BANK-${orderNumber}`,
            ...(bankAccount ? { bankAccount } : {}),
          },
          stockHeld: true,
          ...(method === PAYMENT_METHOD.card ? { expiresAt: new Date(now.getTime() + CARD_PAYMENT_WINDOW_MS) } : {}),
          statusHistory: [{ status: ORDER_STATUS.pending, at: now }],
        });
        order = created.toObject<OrderRecord>();
      } catch (error) {
        const clash = isDuplicateKeyError(error, "orderNumber") || isDuplicateKeyError(error, "payment.reference");
        if (!clash || attempt >= ORDER_NUMBER_ATTEMPTS) throw error;
      }
    }
  } catch (error) {
    await returnStock(cart.lines.map((line) => ({ productId: line.productId, quantity: line.quantity })));
    throw error;
  }

  let accessCode: string | null = null;
  if (provider) {
    try {
      const transaction = await provider.initialize({
        email,
        amountKobo: cart.totalKobo,
        reference: order.payment.reference,
        orderNumber: order.orderNumber,
      });
      accessCode = transaction.accessCode;
      await Order.updateOne({ _id: order._id }, { $set: { "payment.accessCode": accessCode } });
    } catch (error) {
      console.error("Payment initialization failed", order.orderNumber, error);
      await cancelPendingOrder({ _id: order._id }, now);
      throw new HttpError(500, "Payment initialization failed");
    }
  }

  await recordActivity(
    "order-placed",
    `Order ${order.orderNumber} placed by ${shipping.fullName}: ${formatKobo(cart.totalKobo)} by ${method === PAYMENT_METHOD.card ? "card" : "bank transfer"}`,
    order.orderNumber,
  );

  return {
    orderId: order.orderNumber,
    reference: order.payment.reference,
    method,
    provider: provider ? provider.name : "bank",
    accessCode,
    publicKey: provider?.name === "paystack" && mode.mode === "paystack" ? mode.publicKey : null,
    amount: toNaira(cart.totalKobo),
    amountKobo: cart.totalKobo,
    totals: {
      subtotal: toNaira(cart.subtotalKobo),
      bundleDiscount: toNaira(cart.bundleDiscountKobo),
      tax: toNaira(cart.taxKobo),
      shipping: 0,
      total: toNaira(cart.totalKobo),
    },
    bankAccount,
    fullName: shipping.fullName,
    email,
  };
}
