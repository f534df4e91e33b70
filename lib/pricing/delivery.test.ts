import { NIGERIAN_STATES, type NigerianState } from "@/lib/vocabulary/nigerian-states";
import { DEFAULT_DELIVERY_ZONES, DEFAULT_SHIPPING_METHODS } from "@/lib/settings/delivery-zones";
import { addWorkingDays, deliveryCharge, deliveryKoboFor, deliveryOffers, estimateLabel, offerFor, zoneOfState, type DeliverySettingsLike, type ShippingMethodLike } from "./delivery";
import { cartTotals, type PricedLine } from "./pricing";

const zones = [
  { id: "lagos", name: "Lagos", states: ["Lagos"] },
  { id: "north", name: "North", states: NIGERIAN_STATES.filter((state) => state !== "Lagos") },
];
const standard: ShippingMethodLike = {
  id: "standard",
  name: "Standard",
  kind: "delivery",
  rates: [
    { zoneId: "lagos", cost: 3000, minDays: 1, maxDays: 2 },
    { zoneId: "north", cost: 9000, minDays: 3, maxDays: 6 },
  ],
  freeAbove: 100_000,
  pickup: null,
};
const sameDay: ShippingMethodLike = { id: "same-day", name: "Same day", kind: "delivery", rates: [{ zoneId: "lagos", cost: 6000, minDays: 0, maxDays: 0 }], freeAbove: null, pickup: null };
const pickup: ShippingMethodLike = {
  id: "pickup",
  name: "Pickup at Lekki",
  kind: "pickup",
  rates: [],
  freeAbove: null,
  pickup: { address: "12 Admiralty Way, Lekki", hours: "Mon–Sat 10:00–18:00" },
  readyDays: 1,
};
const settings: DeliverySettingsLike = { deliveryZones: zones, shippingMethods: [standard, sameDay, pickup] };

describe("delivery by zone", () => {
  it("prices every state of the seed settings in exactly one zone: Lagos at the spec's prices, then the South-West, the FCT and the rest, each dearer", () => {
    const seed = { deliveryZones: DEFAULT_DELIVERY_ZONES, shippingMethods: DEFAULT_SHIPPING_METHODS };
    const pricesIn = (state: NigerianState) => deliveryOffers(seed, state).map((offer) => [offer.id, offer.cost]);
    for (const state of NIGERIAN_STATES) {
      expect(DEFAULT_DELIVERY_ZONES.filter((zone) => zone.states.includes(state))).toHaveLength(1);
      expect(deliveryOffers(seed, state).every((offer) => offer.zone?.name === zoneOfState(DEFAULT_DELIVERY_ZONES, state)?.name)).toBe(true);
    }
    expect(pricesIn("Lagos")).toEqual([
      ["standard", 5000],
      ["express", 15000],
    ]);
    const standardIn = (state: NigerianState) => offerFor(seed, DEFAULT_SHIPPING_METHODS[0]!, state)?.cost ?? 0;
    const expressIn = (state: NigerianState) => offerFor(seed, DEFAULT_SHIPPING_METHODS[1]!, state)?.cost ?? 0;
    for (const price of [standardIn, expressIn]) {
      expect(price("Lagos")).toBeLessThan(price("Oyo"));
      expect(price("Oyo")).toBeLessThan(price("FCT"));
      expect(price("FCT")).toBeLessThan(price("Kano"));
      expect(price("Kano")).toBe(price("Rivers"));
    }
    expect(DEFAULT_SHIPPING_METHODS.map((method) => [method.id, method.cost])).toEqual([
      ["standard", 5000],
      ["express", 15000],
    ]);
  });

  it("prices a method at its rate in the state's zone, with that zone's estimate", () => {
    expect(offerFor(settings, standard, "Kano")).toMatchObject({ cost: 9000, zone: { id: "north", name: "North" }, minDays: 3, maxDays: 6, freeAbove: 100_000 });
    expect(offerFor(settings, standard, "Lagos")).toMatchObject({ cost: 3000, zone: { id: "lagos" }, minDays: 1, maxDays: 2 });
  });

  it("does not offer a method in a zone it has no price for", () => {
    expect(offerFor(settings, sameDay, "Kano")).toBeUndefined();
    expect(deliveryOffers(settings, "Kano").map((offer) => offer.id)).toEqual(["standard", "pickup"]);
    expect(deliveryOffers(settings, "Lagos").map((offer) => offer.id)).toEqual(["standard", "same-day", "pickup"]);
  });

  it("before a state is chosen, prices each method from its cheapest zone with its widest estimate", () => {
    expect(offerFor(settings, standard, undefined)).toMatchObject({ cost: 3000, zone: null, minDays: 1, maxDays: 6 });
  });

  it("offers pickup everywhere at ₦0 with its address, hours and time to be ready", () => {
    for (const state of ["Lagos", "Borno", undefined]) {
      expect(offerFor(settings, pickup, state)).toEqual({
        id: "pickup",
        name: "Pickup at Lekki",
        kind: "pickup",
        cost: 0,
        freeAbove: null,
        zone: null,
        pickup: { address: "12 Admiralty Way, Lekki", hours: "Mon–Sat 10:00–18:00" },
        minDays: 1,
        maxDays: 1,
      });
    }
  });

  it("makes delivery free from the threshold itself, never a kobo below it", () => {
    const { deliveryKobo, freeDeliveryFromKobo } = deliveryCharge({ cost: 9000, freeAbove: 100_000 });
    expect(deliveryKoboFor(deliveryKobo, freeDeliveryFromKobo, 10_000_000 - 1)).toBe(900_000);
    expect(deliveryKoboFor(deliveryKobo, freeDeliveryFromKobo, 10_000_000)).toBe(0);
    expect(deliveryKoboFor(deliveryKobo, freeDeliveryFromKobo, 10_000_001)).toBe(0);
    expect(deliveryKoboFor(deliveryKobo, null, 1e12)).toBe(900_000);
  });

  it("measures the threshold on the goods after the bundle and promotion discounts", () => {
    const line = { productId: "p", lineTotalKobo: 10_000_000, bundleId: null } as PricedLine;
    const charges = { deliveryKobo: 900_000, freeDeliveryFromKobo: 10_000_000 };
    expect(cartTotals([line], new Map(), { ...charges, promoPercent: 0 }).deliveryKobo).toBe(0);
    // 10% off takes the goods to ₦90,000: under the ₦100,000 threshold again.
    const discounted = cartTotals([line], new Map(), { ...charges, promoPercent: 10 });
    expect(discounted).toMatchObject({ promoDiscountKobo: 1_000_000, deliveryKobo: 900_000 });
    expect(discounted.totalKobo).toBe(10_000_000 - 1_000_000 + discounted.taxKobo + 900_000);
  });

  it("says the estimate in working days", () => {
    expect(estimateLabel({ minDays: 1, maxDays: 2 })).toBe("Delivered in 1–2 working days");
    expect(estimateLabel({ minDays: 3, maxDays: 3 })).toBe("Delivered in 3 working days");
    expect(estimateLabel({ kind: "pickup", minDays: 1, maxDays: 1 })).toBe("Ready for pickup in 1 working day");
    expect(estimateLabel({ kind: "pickup", minDays: 0, maxDays: 0 })).toBe("Ready for pickup the same working day");
  });

  it("counts working days in Lagos, skipping Saturday and Sunday", () => {
    // Friday 14:00 WAT + 1 working day = Monday; + 3 = Wednesday.
    const friday = new Date("2026-03-06T13:00:00Z");
    expect(addWorkingDays(friday, 1).toISOString()).toBe("2026-03-09T13:00:00.000Z");
    expect(addWorkingDays(friday, 3).toISOString()).toBe("2026-03-11T13:00:00.000Z");
    expect(addWorkingDays(friday, 0)).toEqual(friday);
  });
});
