import { randomBytes } from "node:crypto";
import { POST as refundRoute } from "@/app/api/orders/refunds/[id]/route";
import { PUT as update } from "@/app/api/products/update/[id]/route";
import { Product } from "@/models/product";
import { callRoute, type ApiAnswer } from "./request";

/** The owner's edit through the product form: each size's stock set to `stocks` in order, a size past the list kept as it is. */
export async function editStock(id: string, stocks: readonly number[], headers: Record<string, string>) {
  const product = await Product.findById(id).lean();
  const form = new FormData();
  for (const [field, value] of Object.entries({ brand: product!.brand, name: product!.name, type: product!.type, description: product!.description })) form.append(field, value);
  const rows = (product!.sizes ?? []).map((size, index) => ({ id: size._id.toString(), label: size.label, volumeMl: String(size.volumeMl), price: String(size.price), stock: String(stocks[index] ?? size.stock), stockWas: String(size.stock), sku: size.sku }));
  form.append("sizes", JSON.stringify(rows));
  const answer = await callRoute<ApiAnswer, { id: string }>(update, { method: "PUT", url: `/api/products/update/${id}`, form, headers, params: { id } });
  expect(answer.status).toBe(200);
}

/** The owner refunds ₦1,000 of an order's first line by bank transfer `reference`, one unit back to stock. */
export function refundOneUnit(order: { orderNumber: string; orderItems: { _id: { toString(): string } }[] }, reference: string, headers: Record<string, string>) {
  return callRoute<ApiAnswer, { id: string }>(refundRoute, {
    method: "POST",
    url: `/api/orders/refunds/${order.orderNumber}`,
    headers,
    params: { id: order.orderNumber },
    body: { key: randomBytes(12).toString("hex"), amount: 1000, restock: [{ item: order.orderItems[0]!._id.toString(), quantity: 1 }], transfer: { reference, date: "2026-11-26" } },
  });
}
