import { NIGERIAN_STATES } from "@/lib/vocabulary/nigerian-states";
import { ALL_NIGERIA_ZONE, DEFAULT_DELIVERY_ZONES, DEFAULT_SHIPPING_METHODS, deliverySettingsProblems, LEGACY_ESTIMATE, normaliseDelivery, type LegacyAwareMethod } from "./delivery-zones";

const method = (fields: Partial<LegacyAwareMethod>): LegacyAwareMethod => ({ id: "m", name: "Standard", kind: "delivery", freeAbove: null, pickup: null, readyDays: null, ...fields });

describe("delivery zone rules", () => {
  it("accepts the seed: every state in exactly one of Lagos, South-West, FCT and the rest", () => {
    expect(DEFAULT_DELIVERY_ZONES.map((zone) => zone.name)).toEqual(["Lagos", "South-West", "FCT (Abuja)", "Rest of Nigeria"]);
    expect(DEFAULT_DELIVERY_ZONES.flatMap((zone) => zone.states).sort()).toEqual([...NIGERIAN_STATES].sort());
    expect(deliverySettingsProblems(DEFAULT_DELIVERY_ZONES, DEFAULT_SHIPPING_METHODS)).toEqual([]);
  });

  it("refuses a state in two zones, at the later zone's states", () => {
    const zones = [...DEFAULT_DELIVERY_ZONES.slice(0, 3), { ...DEFAULT_DELIVERY_ZONES[3]!, states: [...DEFAULT_DELIVERY_ZONES[3]!.states, "Lagos" as const] }];
    expect(deliverySettingsProblems(zones, DEFAULT_SHIPPING_METHODS)).toEqual([
      { path: ["deliveryZones", 3, "states"], message: "Lagos is already in Lagos: put each state in one zone" },
    ]);
  });

  it("refuses states in no zone, naming them", () => {
    const zones = DEFAULT_DELIVERY_ZONES.map((zone) => ({ ...zone, states: zone.states.filter((state) => state !== "Kano" && state !== "FCT") }));
    expect(deliverySettingsProblems(zones, DEFAULT_SHIPPING_METHODS)).toContainEqual({
      path: ["deliveryZones"],
      message: "Put every state in a zone: Federal Capital Territory (Abuja), Kano are in none",
    });
  });

  it("refuses a delivery method priced in no zone, and a zone no method serves", () => {
    const problems = deliverySettingsProblems([ALL_NIGERIA_ZONE], [method({ rates: [] })]);
    expect(problems).toEqual([
      { path: ["shippingMethods", 0, "rates"], message: "Price Standard in at least one zone, or remove it" },
      { path: ["deliveryZones", 0, "name"], message: "No shipping method serves All of Nigeria: price one there" },
    ]);
  });

  it("refuses a rate for a zone that does not exist or a zone priced twice", () => {
    const rate = { cost: 1, minDays: 1, maxDays: 2 };
    const problems = deliverySettingsProblems([ALL_NIGERIA_ZONE], [method({ rates: [{ zoneId: "nigeria", ...rate }, { zoneId: "mars", ...rate }, { zoneId: "nigeria", ...rate }] })]);
    expect(problems).toEqual([
      { path: ["shippingMethods", 0, "rates", 1, "zoneId"], message: "Choose one of the zones above" },
      { path: ["shippingMethods", 0, "rates", 2, "zoneId"], message: "Price each zone once" },
    ]);
  });

  it("counts a pickup as serving every zone, and needs its address", () => {
    expect(deliverySettingsProblems([ALL_NIGERIA_ZONE], [method({ kind: "pickup", pickup: { address: "Lekki", hours: "9–5" } })])).toEqual([]);
    expect(deliverySettingsProblems([ALL_NIGERIA_ZONE], [method({ kind: "pickup" })])).toEqual([{ path: ["shippingMethods", 0, "pickup", "address"], message: "Pickup address is required" }]);
  });

  it("reads settings from before zones as one zone, all of Nigeria, at each method's one price", () => {
    const normalised = normaliseDelivery({ shippingMethods: [method({ id: "standard", cost: 5000 }), method({ id: "express", cost: 15000 })], bankTransferHoldHours: 48 });
    expect(normalised.deliveryZones).toEqual([ALL_NIGERIA_ZONE]);
    expect(normalised.deliveryZones[0]?.states).toHaveLength(37);
    expect(normalised.shippingMethods.map((shipping) => [shipping.id, shipping.cost, shipping.rates])).toEqual([
      ["standard", 5000, [{ zoneId: "nigeria", cost: 5000, ...LEGACY_ESTIMATE }]],
      ["express", 15000, [{ zoneId: "nigeria", cost: 15000, ...LEGACY_ESTIMATE }]],
    ]);
    expect(normalised.bankTransferHoldHours).toBe(48);
  });

  it("answers a method's lowest price as its cost, and ₦0 for a pickup", () => {
    const { shippingMethods } = normaliseDelivery({
      deliveryZones: DEFAULT_DELIVERY_ZONES,
      shippingMethods: [
        method({ rates: [{ zoneId: "lagos", cost: 3000, minDays: 1, maxDays: 1 }, { zoneId: "rest", cost: 9000, minDays: 3, maxDays: 5 }] }),
        method({ id: "p", kind: "pickup", cost: 500, pickup: { address: "Lekki", hours: "9–5" } }),
      ],
    });
    expect(shippingMethods.map((shipping) => [shipping.cost, shipping.rates.length, shipping.readyDays])).toEqual([
      [3000, 2, null],
      [0, 0, 0],
    ]);
  });
});
