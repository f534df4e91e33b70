import "server-only";
import mongoose, { Schema, type InferSchemaType, type Model } from "mongoose";
import { ORDER_NUMBER_PATTERN } from "@/lib/vocabulary/order-number";
import { DOOR_PAYMENTS, LEDGER_STATES, ORDER_PAYMENT_METHODS, ORDER_STATUS, ORDER_STATUSES, PAYMENT_STATE, PAYMENT_STATES } from "@/lib/vocabulary/order-statuses";
import { PRODUCT_TYPES } from "@/lib/vocabulary/products";
import { SALES_CHANNEL, SALES_CHANNELS } from "@/lib/vocabulary/sales-channels";
import { DEFAULT_COUNTRY } from "@/lib/vocabulary/shipping-address";
import { orderRefundSchema } from "./order-refund";
import { pendingMailSchema } from "./pending-mail";
import { modelOf } from "./model-of";

const orderItemSchema = new Schema({
  product: { type: Schema.Types.ObjectId, ref: "Product", required: true },
  // The size sold, as it was named then: orders from before sizes have none.
  size: { type: Schema.Types.ObjectId },
  sizeLabel: { type: String, default: "" },
  sku: { type: String, default: "" },
  brand: { type: String, required: true },
  name: { type: String, required: true },
  type: { type: String, enum: PRODUCT_TYPES, required: true },
  // The unit price charged, in naira exact to the kobo, fixed when the order was priced.
  price: { type: Number, required: true, min: 0 },
  quantity: { type: Number, required: true, min: 1, validate: Number.isInteger },
  image: { type: String, default: "" },
});

const shippingSchema = new Schema(
  {
    fullName: { type: String, required: true, trim: true },
    // Blank for a pickup, which needs only a phone number; checkout requires them for a delivery.
    address: { type: String, trim: true, default: "" },
    city: { type: String, trim: true, default: "" },
    state: { type: String, trim: true, default: "" },
    postalCode: { type: String, trim: true, default: "" },
    country: { type: String, trim: true, default: DEFAULT_COUNTRY },
    phoneNumber: { type: String, trim: true, default: "" },
    estimatedDelivery: { type: Date, required: true },
  },
  { _id: false },
);

/**
 * How the order travels, as priced when it was placed: the method, the zone of its state and that
 * zone's estimate in working days, or the pickup point. Orders from before zones have none.
 */
const deliverySchema = new Schema(
  {
    method: { type: String, required: true },
    kind: { type: String, enum: ["delivery", "pickup"], required: true },
    zoneId: { type: String },
    zone: { type: String },
    minDays: { type: Number, required: true, min: 0 },
    maxDays: { type: Number, required: true, min: 0 },
    pickup: { type: new Schema({ address: { type: String, required: true }, hours: { type: String, required: true } }, { _id: false }) },
  },
  { _id: false },
);

const bankAccountSchema = new Schema(
  {
    id: { type: String, required: true },
    bankName: { type: String, required: true },
    accountNumber: { type: String, required: true },
    accountName: { type: String, required: true },
  },
  { _id: false },
);

const paymentSchema = new Schema(
  {
    method: { type: String, enum: ORDER_PAYMENT_METHODS, required: true },
    // "door": paid on delivery, to the courier or the owner; "owner": a payment the owner took off
    // the website and recorded on a draft order (`how` says which way).
    provider: { type: String, enum: ["paystack", "test", "bank", "door", "owner"], required: true },
    how: { type: String, enum: DOOR_PAYMENTS },
    state: { type: String, enum: PAYMENT_STATES, default: PAYMENT_STATE.unpaid, required: true },
    // Our transaction reference, shared with the provider; unique so a payment confirms one order.
    reference: { type: String, required: true },
    accessCode: { type: String },
    paidAt: { type: Date },
    paidAmountKobo: { type: Number },
    // Which Paystack channel paid (card, bank_transfer, ussd, bank), as its report said.
    channel: { type: String },
    // Set with `state: paid` in one update, so the sales ledger can never miss a payment.
    ledger: { type: String, enum: LEDGER_STATES },
    bankAccount: { type: bankAccountSchema },
    // Pay on delivery: the zone's fee, in naira, included in the delivery charge; how the money was
    // handed over once the owner records it; or the refusal at the door, its reason, and the
    // buyer's phone (its last ten digits) that will not be offered pay on delivery for a while.
    fee: { type: Number, min: 0 },
    doorPayment: { type: String, enum: DOOR_PAYMENTS },
    refusal: {
      type: new Schema({ at: { type: Date, required: true }, reason: { type: String, required: true, maxlength: 500 }, phone: { type: String, default: "" } }, { _id: false }),
      default: undefined,
    },
  },
  { _id: false },
);

const shippingAddressSchema = new Schema(
  {
    fullName: String,
    address: String,
    city: String,
    state: String,
    country: String,
    postalCode: String,
    phoneNumber: String,
  },
  { _id: false },
);

/** A shopper's change of the shipping address, kept for the owner to see. */
const shippingChangeSchema = new Schema(
  {
    at: { type: Date, required: true },
    clientAddress: { type: String, required: true },
    before: { type: shippingAddressSchema, required: true },
    after: { type: shippingAddressSchema, required: true },
  },
  { _id: false },
);

/** A shipping change asked for on tracking, waiting for the link sent to the order's e-mail (lib/orders/shipping-confirmation.ts). */
const pendingShippingChangeSchema = new Schema(
  {
    at: { type: Date, required: true },
    clientAddress: { type: String, required: true },
    after: { type: shippingAddressSchema, required: true },
    // The link's nonce: only the latest link sent applies the change, and only once.
    nonce: { type: String, required: true },
    expiresAt: { type: Date, required: true },
  },
  { _id: false },
);

const orderPromoSchema = new Schema(
  {
    promotion: { type: Schema.Types.ObjectId, ref: "Promotion", required: true },
    code: { type: String, required: true },
    // The percentage taken off, as it was when the order was placed.
    discount: { type: Number, required: true },
  },
  { _id: false },
);

const orderSchema = new Schema(
  {
    orderNumber: { type: String, required: true, match: ORDER_NUMBER_PATTERN },
    // A website order always has one; a sale the owner recorded may not (a buyer at the counter).
    email: {
      type: String,
      trim: true,
      lowercase: true,
      default: "",
      required: [function (this: { channel?: string }) { return !this.channel || this.channel === SALES_CHANNEL.website; }, "Email is required"],
    },
    customer: { type: Schema.Types.ObjectId, ref: "User" },
    // Where the sale was made; orders stored before channels have none and read as the website's.
    channel: { type: String, enum: SALES_CHANNELS, default: SALES_CHANNEL.website },
    orderItems: {
      type: [orderItemSchema],
      validate: { validator: (items: unknown[]) => items.length > 0, message: "An order needs at least one item" },
    },
    itemsPrice: { type: Number, required: true, min: 0 },
    bundleDiscount: { type: Number, required: true, min: 0, default: 0 },
    taxPrice: { type: Number, required: true, min: 0 },
    promoDiscount: { type: Number, required: true, min: 0, default: 0 },
    shippingPrice: { type: Number, required: true, min: 0, default: 0 },
    // The shipping method's name when the order was placed; shippingPrice is its cost then.
    shippingMethod: { type: String, default: "" },
    delivery: { type: deliverySchema },
    promo: { type: orderPromoSchema },
    // A draft order's lines that are no product (gift wrap, engraving), part of itemsPrice.
    customLines: {
      type: [new Schema({ label: { type: String, required: true }, price: { type: Number, required: true, min: 0 }, quantity: { type: Number, required: true, min: 1 } }, { _id: false })],
      default: undefined,
    },
    // The owner's discount on a draft order, in naira, and why; taken off like a promotion's.
    ownerDiscount: { type: new Schema({ amount: { type: Number, required: true, min: 0 }, reason: { type: String, required: true } }, { _id: false }) },
    // The draft order it was made from, and the owner's note on it.
    draft: { type: Schema.Types.ObjectId, ref: "DraftOrder" },
    note: { type: String },
    totalPrice: { type: Number, required: true, min: 0 },
    shipping: { type: shippingSchema, required: true },
    status: { type: String, enum: ORDER_STATUSES, default: ORDER_STATUS.pending, required: true },
    payment: { type: paymentSchema, required: true },
    // Set while the order holds stock; cleared once, by whoever releases it, so stock returns once.
    stockHeld: { type: Boolean, default: true },
    // Unpaid orders release their stock at this time: card after 30 minutes, bank transfer after the settings' hold.
    expiresAt: { type: Date },
    statusHistory: {
      type: [new Schema({ status: { type: String, enum: ORDER_STATUSES }, at: Date }, { _id: false })],
      default: [],
    },
    shippingChanges: { type: [shippingChangeSchema], default: [] },
    pendingShippingChange: { type: pendingShippingChangeSchema },
    // Messages this order's changes caused and the mail relay has not yet moved to the outbox.
    mail: { type: [pendingMailSchema], default: [] },
    // The owner's refunds, oldest first (models/order-refund.ts). What they hold back counts
    // against what was paid: `refundReservedKobo` is every refund not failed, `refundedKobo` the
    // processed ones; both change in the same update as the refund itself.
    refunds: { type: [orderRefundSchema], default: undefined },
    refundReservedKobo: { type: Number, min: 0 },
    refundedKobo: { type: Number, min: 0 },
  },
  { timestamps: true },
);

orderSchema.index({ orderNumber: 1 }, { unique: true });
orderSchema.index({ "payment.reference": 1 }, { unique: true });
orderSchema.index({ createdAt: -1 });
orderSchema.index({ status: 1, createdAt: -1 });
orderSchema.index({ channel: 1, createdAt: -1 });
// The sales ledger finds the paid orders it has still to count by equality on this.
orderSchema.index({ "payment.ledger": 1 });
orderSchema.index({ email: 1 });
// Pay on delivery is not offered again to a phone refused at the door lately (lib/checkout/pay-on-delivery.ts).
orderSchema.index({ "payment.refusal.phone": 1 }, { sparse: true });
orderSchema.index({ customer: 1, createdAt: -1 });
orderSchema.index({ stockHeld: 1, expiresAt: 1 });
// Only orders with messages still to relay are in it, so the relay's periodic pass stays cheap.
orderSchema.index({ "mail.event": 1 }, { sparse: true });
// The refund recovery pass finds refunds with a step left, and the sales ledger the refunds it has still to count.
orderSchema.index({ "refunds.open": 1 }, { sparse: true });
orderSchema.index({ "refunds.ledger": 1 }, { sparse: true });
// The customer list reads the orders changed since it last looked (lib/customers/customer-index.ts).
orderSchema.index({ updatedAt: 1 });

export type OrderRecord = InferSchemaType<typeof orderSchema> & { _id: mongoose.Types.ObjectId };

export const Order: Model<OrderRecord> = modelOf("Order", orderSchema);
