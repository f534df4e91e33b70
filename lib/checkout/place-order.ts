import "server-only";
import { Types } from "mongoose";
import { recordActivities } from "@/lib/activity/record-activity";
import { totalsInNaira, type NairaTotals, type PricedCart } from "@/lib/pricing/pricing";
import { priceCheckout } from "@/lib/checkout/quote";
import type { CheckoutRequest } from "@/lib/checkout/schemas";
import { formatKobo, toNaira, type Kobo } from "@/lib/money/naira";
import { pendingMail } from "@/lib/mail/pending-mail";
import { relayPlacedOrdersMail } from "@/lib/mail/relay";
import { afterResponse } from "@/lib/http/after-response";
import { AFTER_ANSWER_BATCHES, inBatches } from "./batches";
import { cardPaymentMode, cardPaymentProvider } from "@/lib/payments/config";
import type { PaymentProvider, ProviderName } from "@/lib/payments/provider";
import { promotionRefusalMessage } from "@/lib/promotions/evaluate";
import type { BankAccount } from "@/lib/settings/schemas";
import { ORDER_STATUS, PAYMENT_METHOD, PAYMENT_METHOD_LABELS, PAYMENT_STATE, type PaymentMethod } from "@/lib/vocabulary/order-statuses";
import { assertPayOnDeliveryAllowed, payOnDeliveryTerms } from "./pay-on-delivery";
import { DEFAULT_COUNTRY } from "@/lib/vocabulary/shipping-address";
import { Order, type OrderRecord } from "@/models/order";
import { generateOrderNumber, paymentReference } from "./order-number";
import { orderDeliveryOf, orderItemsOf, storedOrderOf } from "./order-record";
import { releaseExpiredOrders } from "./expiry";
import { assertUnpaidOrdersAllowed, unitCapProblem } from "./order-limits";
import { assertWithinPerCustomerLimits } from "./drop-limits";
import { dropClaimLines } from "./drop-claims";
import { runPlacement, type PlacementPlan } from "./placement";
import { checkoutRefusal, isCheckoutRefusal } from "./refusals";
import { cancelPendingOrder } from "./release";
import { assertContactFor } from "./contact";
import { addWorkingDays } from "@/lib/pricing/delivery";
import { countClientOrder, giveBackUnpaidAllowance, isPaidLater, unpaidAllowanceRefusal } from "./unpaid-ceiling";

/** The product page's general promise; each order's own estimate is its zone's, in working days. */
export const DELIVERY_DAYS = 7;
/** An unpaid card order gives its stock back after this long; a transfer, after the settings' hold. */
export const CARD_PAYMENT_WINDOW_MS = 30 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
/**
 * Every order holds stock, so orders per client address are limited: generous, because a Nigerian
 * mobile network puts many shoppers behind one carrier address, yet far below a script trying to
 * hold stock. The tight limits are per e-mail address.
 */
export const ORDER_RATE_LIMIT = { limit: 60, windowMs: 10 * 60 * 1000 };
const TOO_MANY_ORDERS = "You have placed several orders in a short time. Please wait a few minutes and try again.";

export interface PlacedOrder {
  orderId: string;
  reference: string;
  method: PaymentMethod;
  provider: ProviderName | "bank" | "door";
  /** The Paystack channels the pop-up (or test mode's sheet) offers, as the owner chose them. */
  channels: string[];
  /** For the card pop-up: Paystack's access code, or test mode's. */
  accessCode: string | null;
  publicKey: string | null;
  /** The server's total in naira (the browser's `amount` is never used). */
  amount: number;
  amountKobo: Kobo;
  totals: NairaTotals;
  bankAccount: BankAccount | null;
  /** When the order is cancelled and its stock returned if it is still unpaid; null for pay on delivery, which waits for the owner. */
  payBy: string | null;
  fullName: string;
  email: string;
}

interface OrderPlan {
  plan: PlacementPlan;
  provider: PaymentProvider | null;
  publicKey: string | null;
  bankAccount: BankAccount | null;
  cart: PricedCart;
  /** The Paystack channels the owner offers in its pop-up. */
  channels: readonly string[];
}

function providerOf(method: PaymentMethod, provider: PaymentProvider | null): ProviderName | "bank" | "door" {
  if (provider) return provider.name;
  return method === PAYMENT_METHOD.onDelivery ? "door" : "bank";
}

/** A bank-transfer order's messages: its payment instructions to the shopper, and the owner's alert. */
function transferOrderMail(account: BankAccount, payBy: Date) {
  const transfer = { bankName: account.bankName, accountNumber: account.accountNumber, accountName: account.accountName, payBy: payBy.toISOString() };
  return [pendingMail("received", "order-received", "customer", { transfer }), pendingMail("owner:new-order", "owner-new-order", "owner", { paid: false, payBy: transfer.payBy })];
}

/** A pay-on-delivery order: the shopper learns it is received and what the door will ask; the owner, that one is to be sent. */
function onDeliveryOrderMail() {
  return [pendingMail("received", "order-received-on-delivery", "customer"), pendingMail("owner:new-order", "owner-new-order", "owner", { paid: false, payBy: null })];
}

/**
 * Everything checked and priced before any stock moves: the payment method, the cart, delivery and
 * promotion code priced from the database and the store settings, the per-order unit caps, the
 * unpaid orders the e-mail already has, and the order to store. Reads only; `placeOrder` runs the plan.
 */
export async function planOrder(input: CheckoutRequest, options: { now?: Date; customerId?: string } = {}): Promise<OrderPlan> {
  const now = options.now ?? new Date();
  const { email, shipping } = input;
  const method = input.choice.paymentMethod;
  // The address's unpaid orders are counted while the cart is priced (neither needs the other), and refused in the same order as ever: the cart first.
  const [priced, unpaidOrders] = await Promise.allSettled([priceCheckout(input.lines, input.choice, now), assertUnpaidOrdersAllowed(email)]);
  if (priced.status === "rejected") throw priced.reason;
  const { cart, unavailable, settings, shippingMethod, delivery, promotion, promo, drops } = priced.value;
  assertContactFor(delivery.kind, shipping);

  let bankAccount: BankAccount | null = null;
  const mode = cardPaymentMode();
  if (method === PAYMENT_METHOD.bank) {
    bankAccount = settings.bankAccounts.find((account) => account.id === input.bankAccountId) ?? null;
    if (!bankAccount) throw checkoutRefusal.bankAccountUnknown();
  } else if (method === PAYMENT_METHOD.onDelivery) {
    const zone = delivery.zone;
    await assertPayOnDeliveryAllowed(settings, { zoneId: zone?.id, zoneName: zone?.name, totalKobo: cart.totalKobo, email, phone: shipping.phoneNumber }, now);
  } else if (mode.mode === "unavailable") {
    // The shopper is told to pay by transfer; how to switch card on is for whoever reads the log.
    console.error(`A card order was refused: ${mode.reason}`);
    throw checkoutRefusal.cardPaymentsUnavailable();
  }
  if (promo && !promo.applied) throw checkoutRefusal.promoCodeRefused(promo.message ?? promotionRefusalMessage("unknown", null));
  const provider = method === PAYMENT_METHOD.card ? cardPaymentProvider() : null;

  if (unavailable.length > 0 || cart.lines.length === 0) throw checkoutRefusal.productGone();
  const capProblem = unitCapProblem(cart.lines, settings);
  if (capProblem) throw checkoutRefusal.tooManyUnits(capProblem);
  if (unpaidOrders.status === "rejected") throw unpaidOrders.reason;
  await assertWithinPerCustomerLimits(cart.lines, drops, { email, customerId: options.customerId });

  const orderNumber = generateOrderNumber();
  // A pay-on-delivery order holds its stock until the owner records the payment or the refusal.
  const expiresAt = method === PAYMENT_METHOD.onDelivery ? null : new Date(now.getTime() + (method === PAYMENT_METHOD.card ? CARD_PAYMENT_WINDOW_MS : settings.bankTransferHoldHours * HOUR_MS));
  const podFee = method === PAYMENT_METHOD.onDelivery ? (payOnDeliveryTerms(settings, delivery.zone?.id)?.fee ?? 0) : null;
  const order = {
    orderNumber,
    email: email.toLowerCase(),
    ...(options.customerId ? { customer: options.customerId } : {}),
    orderItems: orderItemsOf(cart.lines),
    itemsPrice: toNaira(cart.subtotalKobo),
    bundleDiscount: toNaira(cart.bundleDiscountKobo),
    promoDiscount: toNaira(cart.promoDiscountKobo),
    taxPrice: toNaira(cart.taxKobo),
    shippingPrice: toNaira(cart.deliveryKobo),
    shippingMethod: shippingMethod.name,
    delivery: orderDeliveryOf(delivery),
    totalPrice: toNaira(cart.totalKobo),
    ...(promotion ? { promo: { promotion: promotion._id, code: promotion.code, discount: promotion.discount } } : {}),
    shipping: { ...shipping, country: DEFAULT_COUNTRY, estimatedDelivery: addWorkingDays(now, delivery.maxDays) },
    status: ORDER_STATUS.pending,
    payment: {
      method,
      provider: providerOf(method, provider),
      state: PAYMENT_STATE.unpaid,
      reference: paymentReference(method, orderNumber),
      ...(bankAccount ? { bankAccount } : {}),
      ...(podFee !== null ? { fee: podFee } : {}),
    },
    stockHeld: true,
    ...(expiresAt ? { expiresAt } : {}),
    statusHistory: [{ status: ORDER_STATUS.pending, at: now }],
    // Stored with the order itself, so the order and its messages exist together or not at all.
    mail: bankAccount && expiresAt ? transferOrderMail(bankAccount, expiresAt) : method === PAYMENT_METHOD.onDelivery ? onDeliveryOrderMail() : [],
  };
  const orderId = new Types.ObjectId();
  // Checked now, so an order recovery must store later cannot fail validation then.
  const stored = await storedOrderOf(order, orderId);
  return {
    plan: {
      orderId,
      email: order.email,
      lines: cart.lines.map((line) => ({ productId: line.productId, sizeId: line.sizeId, quantity: line.quantity, brand: line.brand, name: line.name })),
      claims: dropClaimLines(cart.lines, drops, { email, customerId: options.customerId }),
      promotionId: promotion?._id ?? null,
      paidLater: isPaidLater(method) ? { percent: settings.unpaidHoldPercent } : null,
      storeLowStockThreshold: settings.lowStockThreshold,
      order: stored,
      orderAsStored: true,
      now,
    },
    provider,
    publicKey: provider?.name === "paystack" && mode.mode === "paystack" ? mode.publicKey : null,
    bankAccount,
    cart,
    channels: settings.paystackChannels,
  };
}

/**
 * Runs the placement. Stock may be held by card orders whose payment window has passed (the
 * sweeper runs once a minute, or not at all on a serverless host): those are released and the
 * placement tried once more.
 */
async function placeReleasingExpired(plan: PlacementPlan, now: Date): Promise<OrderRecord> {
  try {
    return await runPlacement(plan);
  } catch (error) {
    if (!isCheckoutRefusal(error, "out-of-stock") && !isCheckoutRefusal(error, "unpaid-ceiling")) throw error;
    const released = await releaseExpiredOrders(now);
    if (released.length === 0) throw error;
    return runPlacement({ ...plan, orderId: new Types.ObjectId() });
  }
}

/**
 * What a placed order tells after its answer: its e-mails, relayed to the outbox, and its line on
 * the dashboard. Orders placed while the last ones' were being written are written together, so a
 * burst costs five writes a batch instead of five an order. The messages are safe on their orders
 * (the mail worker's relay finds any a crash leaves there); the activity lines are the dashboard's,
 * lost with a crash as they always could be.
 */
const announcePlacedOrder = inBatches<{ order: OrderRecord; now: Date; activity: string }>(async (placed) => {
  await relayPlacedOrdersMail(
    placed.map(({ order }) => order),
    placed[0]?.now,
  );
  await recordActivities(placed.map(({ order, activity }) => ({ kind: "order-placed", message: activity, subject: order.orderNumber })));
}, AFTER_ANSWER_BATCHES);

/**
 * Places an order from the browser's cart: plans it (above), takes its stock and stores it as
 * Pending and unpaid through the crash-safe placement, and for a card starts the provider's
 * transaction.
 */
export async function placeOrder(
  input: CheckoutRequest,
  options: { now?: Date; customerId?: string; clientAddress?: string } = {},
): Promise<PlacedOrder> {
  const now = options.now ?? new Date();
  const { email, shipping } = input;
  const method = input.choice.paymentMethod;
  const client = options.clientAddress ?? "unknown";
  // Every line is an order line or the order is refused, so these are the placed order's units.
  const units = input.lines.reduce((sum, line) => sum + line.quantity, 0);
  const unpaid = await countClientOrder(client, ORDER_RATE_LIMIT, TOO_MANY_ORDERS, isPaidLater(method) ? units : null, now);
  let planned: OrderPlan;
  try {
    planned = await planOrder(input, { now, customerId: options.customerId });
  } catch (error) {
    if (unpaid?.taken) await giveBackUnpaidAllowance(client, units, now);
    throw error;
  }
  // Refused after the order's own checks, which answer first, as when the allowance was taken after them.
  if (unpaid && !unpaid.taken) throw unpaidAllowanceRefusal(unpaid.retryAfterSeconds);
  const { plan, provider, publicKey, bankAccount, cart, channels } = planned;

  let order: OrderRecord;
  try {
    order = await placeReleasingExpired(plan, now);
  } catch (error) {
    if (unpaid?.taken) await giveBackUnpaidAllowance(client, units, now);
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
        channels,
      });
      accessCode = transaction.accessCode;
      await Order.updateOne({ _id: order._id }, { $set: { "payment.accessCode": accessCode } });
    } catch (error) {
      console.error("Payment initialization failed", order.orderNumber, error);
      await cancelPendingOrder({ _id: order._id }, now);
      throw checkoutRefusal.paymentStartFailed();
    }
  }

  await afterResponse(() =>
    announcePlacedOrder({
      order,
      now,
      activity: `Order ${order.orderNumber} placed by ${shipping.fullName}: ${formatKobo(cart.totalKobo)} by ${PAYMENT_METHOD_LABELS[method].toLowerCase()}`,
    }),
  );

  return {
    orderId: order.orderNumber,
    reference: order.payment.reference,
    method,
    provider: providerOf(method, provider),
    channels: [...channels],
    accessCode,
    publicKey,
    amount: toNaira(cart.totalKobo),
    amountKobo: cart.totalKobo,
    totals: totalsInNaira(cart),
    bankAccount,
    payBy: order.expiresAt ? order.expiresAt.toISOString() : null,
    fullName: shipping.fullName,
    email,
  };
}
