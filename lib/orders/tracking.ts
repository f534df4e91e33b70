import "server-only";
import { conflict, notFound } from "@/lib/http/errors";
import { Order, type OrderRecord } from "@/models/order";
import type { ShippingEditRequest } from "./schemas";
import { SHIPPING_EDITABLE_STATUSES, type TrackedOrder } from "./tracked-order";

export function toTrackedOrder(order: OrderRecord, ownerVerified: boolean): TrackedOrder {
  const awaitingTransfer = order.payment.method === "bank" && order.payment.state === "unpaid" && order.status === "Pending";
  const account = order.payment.bankAccount;
  return {
    orderNumber: order.orderNumber,
    createdAt: new Date(order.createdAt).toISOString(),
    status: order.status,
    totalPrice: order.totalPrice,
    itemsPrice: order.itemsPrice,
    bundleDiscount: order.bundleDiscount,
    taxPrice: order.taxPrice,
    shippingPrice: order.shippingPrice,
    paymentMethod: order.payment.method,
    paid: order.payment.state === "paid",
    bankAccount: awaitingTransfer && account ? { bankName: account.bankName, accountNumber: account.accountNumber, accountName: account.accountName } : null,
    orderItems: order.orderItems.map((item) => ({
      _id: String(item._id),
      name: item.name,
      type: item.type,
      brand: item.brand,
      quantity: item.quantity,
      price: item.price,
      image: item.image ?? "",
    })),
    shipping: {
      fullName: order.shipping.fullName,
      // Street address and phone show only to someone who also knows the order's e-mail.
      address: ownerVerified ? order.shipping.address : null,
      city: order.shipping.city,
      state: order.shipping.state,
      postalCode: ownerVerified ? (order.shipping.postalCode ?? "") : null,
      country: order.shipping.country ?? "Nigeria",
      phoneNumber: ownerVerified ? (order.shipping.phoneNumber ?? "") : null,
      estimatedDelivery: new Date(order.shipping.estimatedDelivery).toISOString(),
    },
    ownerVerified,
    canEditShipping: ownerVerified && SHIPPING_EDITABLE_STATUSES.includes(order.status),
  };
}

/** The order with this number; when an e-mail is given it must be the order's, else Not found. */
export async function trackOrder(orderNumber: string, email?: string): Promise<TrackedOrder> {
  const order = await Order.findOne({ orderNumber }).lean<OrderRecord>();
  if (!order || (email !== undefined && order.email !== email.toLowerCase())) throw notFound();
  return toTrackedOrder(order, email !== undefined);
}

/** The shopper's own edit of where the order goes, refused once it has shipped. */
export async function editShipping(request: ShippingEditRequest): Promise<TrackedOrder> {
  const order = await Order.findOne({ orderNumber: request.orderNumber, email: request.email }).lean<OrderRecord>();
  if (!order) throw notFound();
  if (!SHIPPING_EDITABLE_STATUSES.includes(order.status)) {
    throw conflict(
      order.status === "Cancelled"
        ? "This order was cancelled, so its shipping details can no longer be changed."
        : "This order has shipped, so its shipping details can no longer be changed.",
    );
  }
  const { fullName, address, city, state, country, postalCode, phoneNumber } = request.shipping;
  const updated = await Order.findOneAndUpdate(
    { _id: order._id, email: request.email, status: { $in: SHIPPING_EDITABLE_STATUSES } },
    {
      $set: {
        "shipping.fullName": fullName,
        "shipping.address": address,
        "shipping.city": city,
        "shipping.state": state,
        "shipping.country": country,
        "shipping.postalCode": postalCode,
        "shipping.phoneNumber": phoneNumber,
      },
    },
    { returnDocument: "after" },
  ).lean<OrderRecord>();
  if (!updated) throw conflict("This order has shipped, so its shipping details can no longer be changed.");
  return toTrackedOrder(updated, true);
}
