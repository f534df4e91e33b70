import { randomBytes } from "node:crypto";
import mongoose from "mongoose";
import { generateOrderNumber } from "@/lib/checkout/order-number";
import { takeStock } from "@/lib/checkout/holds";
import { LEDGER_STATE, type OrderStatus, type PaymentMethod, type PaymentState } from "@/lib/vocabulary/order-statuses";
import type { ProductType } from "@/lib/vocabulary/products";
import type { SalesChannel } from "@/lib/vocabulary/sales-channels";
import { Order } from "@/models/order";
import { Product } from "@/models/product";

export interface FixtureProduct {
  _id: string;
  price: number;
}

let counter = 0;

/** A product straight into the database, with the stock a test needs. */
export async function createProduct(
  fields: Partial<{ brand: string; name: string; type: ProductType; price: number; stock: number; bundleId: string; promo: { discount: number; startDate?: Date; endDate?: Date } }> = {},
): Promise<FixtureProduct> {
  counter += 1;
  const product = await Product.create({
    brand: fields.brand ?? "Maison Lagos",
    name: fields.name ?? `Test Scent ${counter}`,
    type: fields.type ?? "Perfume",
    price: fields.price ?? 10000,
    stock: fields.stock ?? 10,
    description: "A scent made for tests.",
    images: [{ url: "/products/placeholder.svg" }],
    ...(fields.promo ? { promo: fields.promo } : {}),
    ...(fields.bundleId ? { bundleId: fields.bundleId } : {}),
  });
  return { _id: product._id.toString(), price: product.price };
}

/** A perfume sold in several sizes, straight into the database; answers its id and its sizes' ids, in order. */
export async function createSizedProduct(sizes: { label: string; volumeMl: number; price: number; stock: number; sku: string }[], name = "Midnight Oud"): Promise<{ id: string; sizeIds: string[] }> {
  const product = await Product.create({ brand: "Maison Lagos", name, type: "Perfume", description: "A scent made for tests.", images: [{ url: "/products/placeholder.svg" }], sizes });
  return { id: product._id.toString(), sizeIds: (product.sizes ?? []).map((size) => size._id.toString()) };
}

export const SHIPPING = {
  fullName: "Adaeze Okafor",
  address: "12 Admiralty Way, Lekki Phase 1",
  city: "Lagos",
  state: "Lagos",
  postalCode: "106104",
  phoneNumber: "+2348031234567",
};

export const EMAIL = "adaeze@example.com";

/** A POST /api/payment/initialize body as the payment page sends it. */
export function initializeBody(
  items: { product: string; size?: string; quantity: number; price?: number }[],
  overrides: { method?: PaymentMethod; bankAccount?: string; email?: string; amount?: number; shippingMethodId?: string; promoCode?: string; shipping?: Partial<typeof SHIPPING> } = {},
) {
  const method = overrides.method ?? "card";
  return {
    email: overrides.email ?? EMAIL,
    amount: overrides.amount ?? 1,
    method,
    orderDetails: {
      orderItems: items.map((item) => ({ product: item.product, ...(item.size ? { size: item.size } : {}), name: "Anything", type: "Perfume", price: item.price ?? 1, quantity: item.quantity, image: "" })),
      itemsPrice: 1,
      taxPrice: 0,
      totalPrice: 1,
      shipping: { ...SHIPPING, ...overrides.shipping, estimatedDelivery: new Date().toISOString() },
      paymentMethod: method,
      // The seeded settings' Standard Shipping, ₦5,000.
      shippingMethodId: overrides.shippingMethodId ?? "standard",
      ...(overrides.promoCode !== undefined ? { promoCode: overrides.promoCode } : {}),
      ...(method === "bank" ? { bankAccount: overrides.bankAccount ?? "opay" } : {}),
    },
  };
}

export async function stockOf(productId: string): Promise<number> {
  return (await Product.findById(productId).lean())?.stock ?? Number.NaN;
}

let sequence = 0;

/** An order stored as checkout stores one, straight into the database, for tests of the admin screens' reads. */
export async function createTestOrder(options: {
  email?: string;
  status?: OrderStatus;
  method?: "card" | "bank";
  state?: PaymentState;
  totalPrice?: number;
  paidAt?: Date;
  createdAt?: Date;
  channel?: SalesChannel;
  /** The product the one line is for, and how many; its units are taken only with `takeStock`, as checkout takes them. */
  product?: { id: string; quantity: number; takeStock?: boolean };
} = {}) {
  sequence += 1;
  const _id = new mongoose.Types.ObjectId();
  if (options.product?.takeStock && (await takeStock(options.product.id, null, _id, options.product.quantity)) !== "taken") {
    throw new Error("Not enough stock for the test order");
  }
  const method = options.method ?? "bank";
  const state = options.state ?? "unpaid";
  const total = options.totalPrice ?? 10750;
  const order = await Order.create({
    _id,
    orderNumber: generateOrderNumber(),
    email: options.email ?? `shopper${sequence}@example.com`,
    ...(options.channel ? { channel: options.channel } : {}),
    orderItems: [
      {
        product: options.product?.id ?? new mongoose.Types.ObjectId(),
        brand: "Maison Lagos",
        name: "Test Scent",
        type: "Perfume",
        price: 10000,
        quantity: options.product?.quantity ?? 1,
      },
    ],
    itemsPrice: 10000,
    taxPrice: 750,
    totalPrice: total,
    shipping: { fullName: "Ada Obi", address: "1 Marina", city: "Lagos", state: "Lagos", phoneNumber: "08012345678", estimatedDelivery: new Date() },
    status: options.status ?? "Pending",
    payment: {
      method,
      provider: method === "bank" ? "bank" : "test",
      state,
      reference: `ref-${sequence}-${randomBytes(4).toString("hex")}`,
      paidAt: state === "paid" ? (options.paidAt ?? new Date()) : undefined,
      // As every path that marks an order paid does: the sales ledger counts it on the next read.
      ledger: state === "paid" ? LEDGER_STATE.due : undefined,
      bankAccount: method === "bank" ? { id: "acct1", bankName: "Moniepoint MFB", accountNumber: "0123456789", accountName: "Scents Ltd" } : undefined,
    },
  });
  if (options.createdAt) await Order.collection.updateOne({ _id: order._id }, { $set: { createdAt: options.createdAt } });
  return order;
}
