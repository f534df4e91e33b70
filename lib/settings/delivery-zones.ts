import { NIGERIAN_STATES, STATE_LABELS, type NigerianState } from "@/lib/vocabulary/nigerian-states";
import type { PickupPoint, ShippingKind } from "@/lib/pricing/delivery";

// The owner's delivery zones and what each shipping method costs in them: the seed a new shop
// starts with, the one zone a shop from before zones becomes, and the rules a saved set must keep
// (every state in exactly one zone, every method priced somewhere, every zone served).

export const ZONE_MESSAGES = {
  zoneName: "Zone name is required",
  oneZone: "Keep at least one delivery zone",
  days: "Days must be a whole number from 0 to 60",
  daysOrder: "The longest estimate must be at least the shortest",
  pickupAddress: "Pickup address is required",
  pickupHours: "Opening hours are required",
  unknownZone: "Choose one of the zones above",
  zoneTwice: "Price each zone once",
} as const;

export interface Zone {
  id: string;
  name: string;
  states: NigerianState[];
}

export interface Rate {
  zoneId: string;
  cost: number;
  minDays: number;
  maxDays: number;
}

/** A method as a PUT may carry it: a client from before zones sends only `cost`. */
export interface LegacyAwareMethod {
  id: string;
  name: string;
  kind: ShippingKind;
  cost?: number | undefined;
  rates?: Rate[] | undefined;
  freeAbove: number | null;
  pickup: PickupPoint | null;
  readyDays: number | null;
}

/** A method as stored and answered: rates in full, and `cost`, its lowest price, for the spec's clients. */
export interface Method extends Omit<LegacyAwareMethod, "cost" | "rates"> {
  cost: number;
  rates: Rate[];
}

const SOUTH_WEST: NigerianState[] = ["Ogun", "Oyo", "Osun", "Ondo", "Ekiti"];
const NAMED: NigerianState[] = ["Lagos", ...SOUTH_WEST, "FCT"];

/** A new shop's zones: Lagos, the rest of the South-West, the FCT and everywhere else. */
export const DEFAULT_DELIVERY_ZONES: Zone[] = [
  { id: "lagos", name: "Lagos", states: ["Lagos"] },
  { id: "south-west", name: "South-West", states: SOUTH_WEST },
  { id: "fct", name: "FCT (Abuja)", states: ["FCT"] },
  { id: "rest", name: "Rest of Nigeria", states: NIGERIAN_STATES.filter((state) => !NAMED.includes(state)) },
];

/** A zone's price in naira and its estimate in working days. */
type ZoneRate = [cost: number, minDays: number, maxDays: number];

const rates = (byZone: Record<string, ZoneRate>): Rate[] => Object.entries(byZone).map(([zoneId, [cost, minDays, maxDays]]) => ({ zoneId, cost, minDays, maxDays }));

const methodDefaults = { kind: "delivery" as const, freeAbove: null, pickup: null, readyDays: null };

/**
 * The spec's two methods, priced as a courier from Lagos charges: Lagos at the spec's ₦5,000 and
 * ₦15,000 (so a method's `cost`, its lowest price, is still the spec's), the rest of the
 * South-West, the FCT and the rest of Nigeria each dearer and slower. The owner changes them in
 * Settings.
 */
export const DEFAULT_SHIPPING_METHODS: Method[] = [
  {
    id: "standard",
    name: "Standard Shipping",
    cost: 5000,
    ...methodDefaults,
    rates: rates({ lagos: [5000, 1, 2], "south-west": [6500, 2, 4], fct: [8000, 2, 4], rest: [9500, 3, 7] }),
  },
  {
    id: "express",
    name: "Express Shipping",
    cost: 15000,
    ...methodDefaults,
    rates: rates({ lagos: [15000, 1, 1], "south-west": [18000, 1, 2], fct: [20000, 1, 2], rest: [24000, 2, 3] }),
  },
];

/** A shop from before zones: one zone, all of Nigeria, where each method keeps its one price. */
export const ALL_NIGERIA_ZONE: Zone = { id: "nigeria", name: "All of Nigeria", states: [...NIGERIAN_STATES] };
/** The estimate a price from before zones gets: the old fixed "7 days after the order" is five working days. */
export const LEGACY_ESTIMATE = { minDays: 2, maxDays: 5 } as const;

function ratesOf(method: LegacyAwareMethod, zones: readonly Zone[]): Rate[] {
  if (method.kind === "pickup") return [];
  if (method.rates) return method.rates;
  const cost = method.cost;
  return cost === undefined ? [] : zones.map((zone) => ({ zoneId: zone.id, cost, ...LEGACY_ESTIMATE }));
}

type Problem = { path: (string | number)[]; message: string };

/** Every way a set of zones and methods breaks the rules, each at the field the owner fixes. */
export function deliverySettingsProblems(deliveryZones: readonly Zone[] | undefined, methods: readonly LegacyAwareMethod[]): Problem[] {
  const zones = deliveryZones ?? [ALL_NIGERIA_ZONE];
  const problems: Problem[] = [];
  const zoneOf = new Map<string, Zone>();
  zones.forEach((zone, index) => {
    for (const state of zone.states) {
      const earlier = zoneOf.get(state);
      if (earlier) problems.push({ path: ["deliveryZones", index, "states"], message: `${STATE_LABELS[state]} is already in ${earlier.name}: put each state in one zone` });
      else zoneOf.set(state, zone);
    }
  });
  const missing = NIGERIAN_STATES.filter((state) => !zoneOf.has(state));
  if (missing.length > 0) {
    problems.push({ path: ["deliveryZones"], message: `Put every state in a zone: ${missing.map((state) => STATE_LABELS[state]).join(", ")} ${missing.length === 1 ? "is" : "are"} in none` });
  }
  const zoneIds = new Set(zones.map((zone) => zone.id));
  const served = new Set<string>();
  methods.forEach((method, index) => {
    if (method.kind === "pickup") {
      if (!method.pickup) problems.push({ path: ["shippingMethods", index, "pickup", "address"], message: ZONE_MESSAGES.pickupAddress });
      zones.forEach((zone) => served.add(zone.id));
      return;
    }
    const priced = ratesOf(method, zones);
    if (priced.length === 0) problems.push({ path: ["shippingMethods", index, "rates"], message: `Price ${method.name || "this method"} in at least one zone, or remove it` });
    const seen = new Set<string>();
    priced.forEach((rate, at) => {
      if (!zoneIds.has(rate.zoneId)) problems.push({ path: ["shippingMethods", index, "rates", at, "zoneId"], message: ZONE_MESSAGES.unknownZone });
      else if (seen.has(rate.zoneId)) problems.push({ path: ["shippingMethods", index, "rates", at, "zoneId"], message: ZONE_MESSAGES.zoneTwice });
      seen.add(rate.zoneId);
      served.add(rate.zoneId);
    });
  });
  zones.forEach((zone, index) => {
    if (!served.has(zone.id)) problems.push({ path: ["deliveryZones", index, "name"], message: `No shipping method serves ${zone.name || "this zone"}: price one there` });
  });
  return problems;
}

/** The settings with zones and rates in full: a client from before zones gets one zone at its prices. */
export function normaliseDelivery<T extends { deliveryZones?: Zone[] | undefined; shippingMethods: LegacyAwareMethod[] }>(
  settings: T,
): Omit<T, "deliveryZones" | "shippingMethods"> & { deliveryZones: Zone[]; shippingMethods: Method[] } {
  const deliveryZones = settings.deliveryZones ?? [ALL_NIGERIA_ZONE];
  const shippingMethods = settings.shippingMethods.map((method) => {
    const methodRates = ratesOf(method, deliveryZones);
    const { cost: _cost, rates: _rates, ...rest } = method;
    return {
      ...rest,
      pickup: method.kind === "pickup" ? method.pickup : null,
      readyDays: method.kind === "pickup" ? (method.readyDays ?? 0) : null,
      cost: methodRates.length > 0 ? Math.min(...methodRates.map((rate) => rate.cost)) : 0,
      rates: methodRates,
    };
  });
  return { ...settings, deliveryZones, shippingMethods };
}
