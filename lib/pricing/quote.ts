import "server-only";
import { isObjectId } from "@/lib/vocabulary/identifiers";
import { Product } from "@/models/product";
import { mergeCartLines, priceCart, toQuote, type CartLineRequest, type PricedCart, type PricingProduct, type Quote } from "./pricing";

/** Reads the cart's products and every member of their bundles, fresh from the database. */
async function loadPricingData(productIds: string[]) {
  const ids = productIds.filter(isObjectId);
  const products = await Product.find({ _id: { $in: ids } }, { brand: 1, name: 1, type: 1, price: 1, promo: 1, stock: 1, images: 1, bundleId: 1 }).lean();
  const byId = new Map<string, PricingProduct>(
    products.map((product) => [
      product._id.toString(),
      {
        _id: product._id.toString(),
        brand: product.brand,
        name: product.name,
        type: product.type,
        price: product.price,
        promo: product.promo ?? null,
        stock: product.stock,
        image: product.images?.[0]?.url ?? "",
        bundleId: product.bundleId ?? null,
      },
    ]),
  );
  const bundleIds = [...new Set(products.map((product) => product.bundleId).filter((id): id is string => Boolean(id)))];
  const bundleMembers = new Map<string, string[]>();
  if (bundleIds.length > 0) {
    const members = await Product.find({ bundleId: { $in: bundleIds } }, { bundleId: 1 }).lean();
    for (const member of members) {
      if (!member.bundleId) continue;
      const list = bundleMembers.get(member.bundleId) ?? [];
      list.push(member._id.toString());
      bundleMembers.set(member.bundleId, list);
    }
  }
  return { byId, bundleMembers };
}

export interface LoadedCart {
  cart: PricedCart;
  /** Requested product ids the shop does not have (deleted, or never existed). */
  unavailable: string[];
}

/** Prices a cart from the database: the one place an order's money is worked out. */
export async function priceCartFromDatabase(requested: readonly CartLineRequest[], now: Date = new Date()): Promise<LoadedCart> {
  const lines = mergeCartLines(requested);
  const { byId, bundleMembers } = await loadPricingData(lines.map((line) => line.productId));
  const cart = priceCart(lines, byId, bundleMembers, now);
  return { cart, unavailable: lines.filter((line) => !byId.has(line.productId)).map((line) => line.productId) };
}

export async function quoteCart(requested: readonly CartLineRequest[], now: Date = new Date()): Promise<Quote> {
  const { cart, unavailable } = await priceCartFromDatabase(requested, now);
  return toQuote(cart, unavailable);
}
