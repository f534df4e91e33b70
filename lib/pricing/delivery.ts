import { toKobo, type Kobo } from "@/lib/money/naira";

// Delivery priced by where it goes: the owner puts every state in one zone and prices each
// shipping method per zone (a zone without a price is one the method does not serve). A pickup
// method is ₦0 wherever the shopper lives. Pure arithmetic over the settings' shapes, so the
// server's quote and the checkout page's list of methods read the same rule.

export type ShippingKind = "delivery" | "pickup";

/** An estimate in working days (Monday to Friday), from the day the order is paid or placed. */
export interface DeliveryEstimate {
  minDays: number;
  maxDays: number;
}

export interface ZoneLike {
  id: string;
  name: string;
  states: readonly string[];
}

export interface ZoneRateLike extends DeliveryEstimate {
  zoneId: string;
  /** Naira, exact to the kobo. */
  cost: number;
}

export interface PickupPoint {
  address: string;
  hours: string;
}

export interface ShippingMethodLike {
  id: string;
  name: string;
  kind: ShippingKind;
  rates: readonly ZoneRateLike[];
  /** Free when the goods (after discounts) reach this many naira; null: never free. */
  freeAbove: number | null;
  pickup: PickupPoint | null;
  /** A pickup's time to be ready; a delivery's estimate is its zone rate's. */
  readyDays?: number | null;
}

export interface DeliverySettingsLike {
  deliveryZones: readonly ZoneLike[];
  shippingMethods: readonly ShippingMethodLike[];
}

/** A method as offered to one state (or, before a state is chosen, from its cheapest zone). */
export interface DeliveryOffer extends DeliveryEstimate {
  id: string;
  name: string;
  kind: ShippingKind;
  /** The price before any free-delivery threshold, in naira. */
  cost: number;
  freeAbove: number | null;
  /** The zone it was priced for; null for pickup, and before the shopper's state is known. */
  zone: { id: string; name: string } | null;
  pickup: PickupPoint | null;
}

export function zoneOfState<Zone extends ZoneLike>(zones: readonly Zone[], state: string): Zone | undefined {
  return zones.find((zone) => zone.states.includes(state));
}

function pickupOffer(method: ShippingMethodLike): DeliveryOffer {
  const days = method.readyDays ?? 0;
  return { id: method.id, name: method.name, kind: "pickup", cost: 0, freeAbove: null, zone: null, pickup: method.pickup, minDays: days, maxDays: days };
}

/**
 * The method as offered to a state: its rate in the state's zone, or undefined when it does not
 * serve that zone. Without a state (the shopper has not chosen one yet), its cheapest zone's price,
 * shown as "from", and the widest estimate.
 */
export function offerFor(settings: DeliverySettingsLike, method: ShippingMethodLike, state: string | null | undefined): DeliveryOffer | undefined {
  if (method.kind === "pickup") return pickupOffer(method);
  const base = { id: method.id, name: method.name, kind: method.kind, freeAbove: method.freeAbove, pickup: null };
  if (!state) {
    if (method.rates.length === 0) return undefined;
    const cost = Math.min(...method.rates.map((rate) => rate.cost));
    const minDays = Math.min(...method.rates.map((rate) => rate.minDays));
    const maxDays = Math.max(...method.rates.map((rate) => rate.maxDays));
    return { ...base, cost, zone: null, minDays, maxDays };
  }
  const zone = zoneOfState(settings.deliveryZones, state);
  const rate = zone && method.rates.find((candidate) => candidate.zoneId === zone.id);
  if (!zone || !rate) return undefined;
  return { ...base, cost: rate.cost, zone: { id: zone.id, name: zone.name }, minDays: rate.minDays, maxDays: rate.maxDays };
}

/** Every method the shop offers to a state, in the owner's order. */
export function deliveryOffers(settings: DeliverySettingsLike, state: string | null | undefined): DeliveryOffer[] {
  return settings.shippingMethods.map((method) => offerFor(settings, method, state)).filter((offer): offer is DeliveryOffer => offer !== undefined);
}

/** What checkout adds for delivery: the offer's price, and the goods total from which it is free. */
export function deliveryCharge(offer: Pick<DeliveryOffer, "cost" | "freeAbove">): { deliveryKobo: Kobo; freeDeliveryFromKobo: Kobo | null } {
  return { deliveryKobo: toKobo(offer.cost), freeDeliveryFromKobo: offer.freeAbove === null ? null : toKobo(offer.freeAbove) };
}

/** Free delivery starts at the threshold itself: goods of exactly ₦50,000 ship free under "free from ₦50,000". */
export function deliveryKoboFor(deliveryKobo: Kobo, freeDeliveryFromKobo: Kobo | null | undefined, goodsKobo: Kobo): Kobo {
  return freeDeliveryFromKobo !== null && freeDeliveryFromKobo !== undefined && goodsKobo >= freeDeliveryFromKobo ? 0 : deliveryKobo;
}

const days = (count: number) => `${count} working day${count === 1 ? "" : "s"}`;

/** "1–2 working days", "3 working days"; a pickup: "Ready for pickup in 1 working day" (or "today"). */
export function estimateLabel(estimate: DeliveryEstimate & { kind?: ShippingKind }): string {
  const span = estimate.minDays === estimate.maxDays ? days(estimate.maxDays) : `${estimate.minDays}–${days(estimate.maxDays)}`;
  if (estimate.kind === "pickup") return estimate.maxDays === 0 ? "Ready for pickup the same working day" : `Ready for pickup in ${span}`;
  return `Delivered in ${span}`;
}

/** The day an estimate ends: `workingDays` Monday-to-Friday days after `from` (in Lagos, UTC+1 all year). */
export function addWorkingDays(from: Date, workingDays: number): Date {
  const LAGOS_OFFSET_MS = 60 * 60 * 1000;
  const DAY_MS = 24 * 60 * 60 * 1000;
  let at = from.getTime();
  let left = workingDays;
  while (left > 0) {
    at += DAY_MS;
    const weekday = new Date(at + LAGOS_OFFSET_MS).getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return new Date(at);
}
