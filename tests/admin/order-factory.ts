import { randomBytes } from "node:crypto";
import mongoose from "mongoose";
import type { OrderStatus, PaymentState } from "@/lib/vocabulary/order-statuses";
import { Order } from "@/models/order";

let sequence = 0;

function orderNumber(): string {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
  return `ORD-${Array.from(randomBytes(10), (byte) => alphabet[byte % alphabet.length]).join("")}`;
}

/** An order stored as checkout stores one, for tests of the admin screens' reads. */
export async function createTestOrder(options: {
  email?: string;
  status?: OrderStatus;
  method?: "card" | "bank";
  state?: PaymentState;
  totalPrice?: number;
  paidAt?: Date;
  createdAt?: Date;
  /** The product the one line is for, and how many; stock is not reserved here. */
  product?: { id: string; quantity: number };
} = {}) {
  sequence += 1;
  const method = options.method ?? "bank";
  const state = options.state ?? "unpaid";
  const total = options.totalPrice ?? 10750;
  const order = await Order.create({
    orderNumber: orderNumber(),
    email: options.email ?? `shopper${sequence}@example.com`,
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
      bankAccount: method === "bank" ? { id: "acct1", bankName: "Moniepoint MFB", accountNumber: "0123456789", accountName: "Scents Ltd" } : undefined,
    },
  });
  if (options.createdAt) await Order.collection.updateOne({ _id: order._id }, { $set: { createdAt: options.createdAt } });
  return order;
}
