import { Product } from "@/models/product";
import { StockMove, type HoldState } from "@/models/stock-move";

const OPEN: HoldState[] = ["taking", "held", "returning", "undoing", "settling"];

/** Units of a product its orders hold (or only its orders paid later): its count of held units, and any holds written on it as before. */
export async function heldUnitsOf(productId: string, options: { paidLater?: boolean } = {}): Promise<number> {
  const product = await Product.findById(productId, { held: 1, holds: 1 }).lean<{ held?: Record<string, { all?: number; paidLater?: number }>; holds?: { quantity: number; paidLater?: boolean }[] }>();
  const counted = Object.values(product?.held ?? {}).reduce((sum, size) => sum + ((options.paidLater ? size.paidLater : size.all) ?? 0), 0);
  const onProduct = (product?.holds ?? []).filter((hold) => !options.paidLater || hold.paidLater).reduce((sum, hold) => sum + hold.quantity, 0);
  return counted + onProduct;
}

/** Every hold not yet given back or settled, once each: written on a product as before, a record kept off it, or a take marked there with no record open. */
export async function openHolds(productIds?: string[]): Promise<{ order: unknown; quantity: number }[]> {
  const products = await Product.find(productIds ? { _id: { $in: productIds } } : {}, { holds: 1, takes: 1 }).lean();
  const records = await StockMove.find({ "hold.state": { $in: OPEN }, ...(productIds ? { product: { $in: productIds } } : {}) }).lean();
  const recorded = new Set(records.map((record) => `${String(record.product)} ${String(record.order)} ${String(record.size)}`));
  return [
    ...products.flatMap((product) => [...(product.holds ?? []), ...(product.takes ?? []).filter((take) => !recorded.has(`${String(product._id)} ${String(take.order)} ${String(take.size)}`))]),
    ...records.map((record) => ({ order: record.order, quantity: record.units })),
  ];
}
