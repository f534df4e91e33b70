import "server-only";
import { isObjectId } from "@/lib/vocabulary/identifiers";
import { Types } from "mongoose";
import type { Collection } from "mongodb";
import { Product, PUBLISHED, type ProductRecord } from "@/models/product";
import { BUNDLE_SIZES } from "@/lib/catalog/bundles";
import type { CheckoutChoice } from "./quote-schemas";
import { checkoutRefusal } from "./refusals";
import { inBatchesEach } from "./batches";
import { assertDropsOnSale, assertSizesOnSale, type DropOfCart } from "./drop-limits";
import { toKobo, toNaira } from "@/lib/money/naira";
import { PAYMENT_METHOD } from "@/lib/vocabulary/order-statuses";
import { payOnDeliveryTerms } from "./pay-on-delivery";
import { deliveryCharge, offerFor } from "@/lib/pricing/delivery";
import { promotionRefusal, promotionRefusalMessage } from "@/lib/promotions/evaluate";
import { findPromotionByCode } from "@/lib/promotions/promotions";
import { normalizePromoCode } from "@/lib/promotions/schemas";
import type { ShippingMethod, StoreSettings } from "@/lib/settings/schemas";
import { keptStoreSettings } from "@/lib/settings/kept-settings";
import type { PromotionRecord } from "@/models/promotion";
import {
  mergeCartLines,
  priceCart,
  sizeOfLine,
  linesWithoutSize,
  toQuote,
  type BundleMembers,
  type CheckoutCharges,
  type CartLineRequest,
  type PricedCart,
  type PricingProduct,
  type Quote,
  type QuoteDelivery,
  type QuotePromo,
  type UnavailableLine,
} from "@/lib/pricing/pricing";

/** A product's sizes with a drop of their own, as the checkout names them. */
function sizeDropsOfCart(product: { sizes?: { _id: { toString(): string }; label?: string | null }[] | null; sizeDrops?: { size: { toString(): string }; onSaleAt: Date }[] | null }) {
  const labels = new Map((product.sizes ?? []).map((size) => [size._id.toString(), size.label ?? ""]));
  return new Map((product.sizeDrops ?? []).map((drop) => [drop.size.toString(), { label: labels.get(drop.size.toString()) ?? "", onSaleAt: drop.onSaleAt }]));
}

/**
 * The published products among `ids`, fresh from the database; carts read meanwhile by other quotes
 * and orders are read together, one find for all (inBatchesEach). A hidden product is not sold: its
 * line is refused as a removed product's is. Read through the driver, as lean() answered it, without
 * mongoose's casting of the filter on every quote and order.
 */
const readCartProducts = inBatchesEach<Types.ObjectId[], ProductRecord[]>(async (carts) => {
  const ids = [...new Map(carts.flat().map((id) => [id.toString(), id])).values()];
  const products = await (Product.collection as unknown as Collection<ProductRecord>)
    .find({ _id: { $in: ids }, ...PUBLISHED }, { projection: { brand: 1, name: 1, type: 1, promo: 1, sizes: 1, images: 1, bundleId: 1, onSaleAt: 1, perCustomerLimit: 1, sizeDrops: 1 } })
    .toArray();
  const byId = new Map(products.map((product) => [product._id.toString(), product]));
  return carts.map((cart) => ({ value: cart.flatMap((id) => byId.get(id.toString()) ?? []) }));
});

/** Reads the cart's products and every member of their bundles, fresh from the database. */
async function loadPricingData(productIds: string[]) {
  const products = await readCartProducts(productIds.filter(isObjectId).map((id) => new Types.ObjectId(id)));
  const drops = new Map<string, DropOfCart>(
    products
      .filter((product) => product.onSaleAt || product.perCustomerLimit || product.sizeDrops?.length)
      .map((product) => [product._id.toString(), { brand: product.brand, name: product.name, onSaleAt: product.onSaleAt ?? null, perCustomerLimit: product.perCustomerLimit ?? null, sizes: sizeDropsOfCart(product) }]),
  );
  const byId = new Map<string, PricingProduct>(
    products.map((product) => [
      product._id.toString(),
      {
        _id: product._id.toString(),
        brand: product.brand,
        name: product.name,
        type: product.type,
        promo: product.promo ?? null,
        sizes: (product.sizes ?? []).map((size) => ({ _id: size._id.toString(), label: size.label, sku: size.sku, price: size.price, stock: size.stock })),
        image: product.images?.[0]?.url ?? "",
        bundleId: product.bundleId ?? null,
      },
    ]),
  );
  const bundleIds = [...new Set(products.map((product) => product.bundleId).filter((id): id is string => Boolean(id)))];
  const bundles = new Map<string, BundleMembers>(bundleIds.map((id) => [id, { size: BUNDLE_SIZES.get(id) ?? 0, members: [] }]));
  if (bundleIds.length > 0) {
    const members = await Product.find({ bundleId: { $in: bundleIds } }, { bundleId: 1 }).lean();
    for (const member of members) {
      const bundle = member.bundleId ? bundles.get(member.bundleId) : undefined;
      if (bundle) bundles.set(member.bundleId as string, { ...bundle, members: [...bundle.members, member._id.toString()] });
    }
  }
  return { byId, bundles, drops };
}

/** The goods alone, with the delivery charge given: for an order the owner writes and prices. */
export async function priceGoods(requested: readonly CartLineRequest[], charges: CheckoutCharges, now: Date = new Date()): Promise<{ cart: PricedCart; unavailable: UnavailableLine[] }> {
  const lines = mergeCartLines(requested);
  const { byId, bundles } = await loadPricingData(lines.map((line) => line.productId));
  const unavailable = lines
    .filter((line) => {
      const product = byId.get(line.productId);
      return product === undefined || sizeOfLine(product, line.sizeId) === undefined;
    })
    .map((line) => ({ productId: line.productId, sizeId: line.sizeId ?? null }));
  return { cart: priceCart(lines, byId, bundles, now, charges), unavailable };
}

export interface PricedCheckout {
  cart: PricedCart;
  /** Requested lines the shop does not sell: the product or the size is gone (or never existed). */
  unavailable: UnavailableLine[];
  settings: StoreSettings;
  shippingMethod: ShippingMethod;
  /** The chosen method as priced for the shopper's state: its zone, estimate and the cost charged. */
  delivery: QuoteDelivery;
  /** The promotion whose code applies, or null. */
  promotion: PromotionRecord | null;
  promo: QuotePromo | null;
  /** The cart's products that are drops (a time on sale, a limit per customer), by id. */
  drops: ReadonlyMap<string, DropOfCart>;
}

/**
 * Prices a checkout from the database and the store settings: the one place an order's money is
 * worked out. Delivery comes from the chosen shipping method's price in the zone of the order's
 * state, never from the browser; an unknown method, one that does not serve that state, or a
 * payment method the shop has switched off is refused on its field. Without a state (a quote
 * before the shopper chose one) a method is priced from its cheapest zone. A promotion
 * code that does not apply is reported in `promo`, and the order is priced without it.
 */
export async function priceCheckout(requested: readonly CartLineRequest[], choice: CheckoutChoice, now: Date = new Date()): Promise<PricedCheckout> {
  const lines = mergeCartLines(requested);
  // The products are read while the settings are: neither read needs the other.
  const [settings, { byId, bundles, drops }] = await Promise.all([keptStoreSettings(), loadPricingData(lines.map((line) => line.productId))]);
  const shippingMethod = settings.shippingMethods.find((method) => method.id === choice.shippingMethodId);
  if (!shippingMethod) throw checkoutRefusal.shippingMethodGone();
  const offer = offerFor(settings, shippingMethod, choice.state);
  if (!offer) throw checkoutRefusal.shippingMethodNotOffered(shippingMethod.name, choice.state);
  // Pay on delivery is offered per zone, not in the settings' list: placing the order checks its terms.
  if (choice.paymentMethod && choice.paymentMethod !== PAYMENT_METHOD.onDelivery) {
    const payment = settings.paymentMethods.find((method) => method.id === choice.paymentMethod);
    if (!payment?.enabled) throw checkoutRefusal.paymentMethodOff(payment?.name);
  }

  assertDropsOnSale(lines.map((line) => line.productId), drops, now);
  const sizeless = linesWithoutSize(requested, byId);
  if (sizeless.length > 0) throw checkoutRefusal.sizeRequired(sizeless);
  const chosenSize = (line: CartLineRequest) => {
    const product = byId.get(line.productId);
    return product && sizeOfLine(product, line.sizeId)?._id;
  };
  assertSizesOnSale(requested.map((line) => ({ productId: line.productId, sizeId: chosenSize(line) })), drops, now);
  const sold = (line: CartLineRequest) => {
    const product = byId.get(line.productId);
    return product !== undefined && sizeOfLine(product, line.sizeId) !== undefined;
  };
  const unavailable = lines.filter((line) => !sold(line)).map((line) => ({ productId: line.productId, sizeId: line.sizeId ?? null }));
  const podFee = choice.paymentMethod === PAYMENT_METHOD.onDelivery ? (payOnDeliveryTerms(settings, offer.zone?.id)?.fee ?? 0) : 0;
  const charge = { ...deliveryCharge(offer), paymentFeeKobo: toKobo(podFee) };
  let cart = priceCart(lines, byId, bundles, now, { ...charge, promoPercent: 0 });

  const code = choice.promoCode;
  let promotion: PromotionRecord | null = null;
  let promo: QuotePromo | null = null;
  if (code) {
    const found = await findPromotionByCode(code);
    const refusal = promotionRefusal(found, cart.subtotalKobo, now);
    if (refusal || !found) {
      promo = { code: normalizePromoCode(code), applied: false, message: promotionRefusalMessage(refusal ?? "unknown", found) };
    } else {
      promotion = found;
      promo = { code: found.code, applied: true, message: null };
      cart = priceCart(lines, byId, bundles, now, { ...charge, promoPercent: found.discount });
    }
  }
  const delivery: QuoteDelivery = { ...offer, cost: toNaira(cart.deliveryKobo), listCost: offer.cost };
  return { cart, unavailable, settings, shippingMethod, delivery, promotion, promo, drops };
}

export async function quoteCheckout(requested: readonly CartLineRequest[], choice: CheckoutChoice, now: Date = new Date()): Promise<Quote> {
  const { cart, unavailable, delivery, promo } = await priceCheckout(requested, choice, now);
  return toQuote(cart, unavailable, { shippingMethod: delivery, promo });
}
