import "server-only";
import { connectToDatabase } from "@/lib/db/connect";
import { toNaira } from "@/lib/money/naira";
import { NO_CHARGES } from "@/lib/pricing/pricing";
import type { ProductType } from "@/lib/vocabulary/products";
import { AbandonedCheckout, type AbandonedCheckoutRecord } from "@/models/abandoned-checkout";
import type { DraftContact } from "@/models/checkout-draft";
import { readReturnToken } from "./checkout-return-link";
import { priceGoods } from "./quote";

/** A line of a returning checkout, at today's price and stock; `gone` when the shop no longer sells it. */
export type ReturningLine =
  | { gone: false; productId: string; sizeId: string; sizeLabel: string; brand: string; name: string; type: ProductType; image: string; price: number; stock: number; quantity: number }
  | { gone: true; productId: string; name: string; quantity: number };

export interface ReturningCheckout {
  contact: DraftContact;
  lines: ReturningLine[];
  /** Naira: the goods still sold, at today's prices, before delivery and tax. */
  subtotal: number;
  /** Naira: the total when the shopper left, for "prices moved" words. */
  valueThen: number;
}

/**
 * The checkout a reminder's link names, priced again from today's prices and stock: each line
 * still sold with its price now and the units left, each line gone said so. Null for a link that
 * is not ours, has expired, or whose checkout is no longer kept.
 */
export async function returningCheckout(token: string, now = new Date()): Promise<ReturningCheckout | null> {
  const read = readReturnToken(token, now);
  if (typeof read === "string") return null;
  await connectToDatabase();
  const checkout = await AbandonedCheckout.findById(read.checkoutId).lean<AbandonedCheckoutRecord>();
  if (!checkout) return null;
  const { cart } = await priceGoods(checkout.lines.map(({ productId, sizeId, quantity }) => ({ productId, ...(sizeId ? { sizeId } : {}), quantity })), NO_CHARGES, now);
  const lines = checkout.lines.map((line): ReturningLine => {
    const priced = cart.lines.find((candidate) => candidate.productId === line.productId && (!line.sizeId || candidate.sizeId === line.sizeId));
    if (!priced) return { gone: true, productId: line.productId, name: line.name, quantity: line.quantity };
    return {
      gone: false,
      productId: priced.productId,
      sizeId: priced.sizeId,
      sizeLabel: priced.sizeLabel,
      brand: priced.brand,
      name: priced.name,
      type: priced.type,
      image: priced.image,
      price: toNaira(priced.unitPriceKobo),
      stock: priced.stock,
      quantity: line.quantity,
    };
  });
  return { contact: checkout.contact, lines, subtotal: toNaira(cart.subtotalKobo), valueThen: checkout.value };
}
