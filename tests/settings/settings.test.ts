import { GET as getSettings, PUT as putSettings } from "@/app/api/settings/route";
import { SETTINGS_MESSAGES, type StoreSettings } from "@/lib/settings/schemas";
import { STORE_SETTINGS_ID, StoreSettingsModel } from "@/models/store-settings";
import { bearer, createTestUser, type TestUser } from "../support/auth";
import { setupTestDatabase } from "../support/database";
import { useTestMode } from "../support/paystack-stub";
import { callRoute } from "../support/request";
import { storeSettingsFixture } from "../support/store-settings";

setupTestDatabase();

let admin: TestUser;
let customer: TestUser;

beforeAll(async () => {
  useTestMode();
  admin = await createTestUser({ role: "admin" });
  customer = await createTestUser({ role: "customer" });
});

afterEach(() => StoreSettingsModel.deleteMany({}));

type Answer = StoreSettings & { code?: string; message?: string; fieldErrors?: Record<string, string[]> };

const read = () => callRoute<Answer>(getSettings, { url: "/api/settings" });
const save = async (body: unknown, headers?: Record<string, string>) =>
  callRoute<Answer>(putSettings, { method: "PUT", url: "/api/settings", body, headers: headers ?? (await bearer(admin)) });

const valid = (): StoreSettings =>
  storeSettingsFixture({
    bankAccounts: [{ id: "gtb", bankName: "GTBank", accountNumber: "0123456789", accountName: "Scents Ltd" }],
    bankTransferHoldHours: 24,
    maxUnitsPerProduct: 5,
    maxUnitsPerOrder: 20,
  });

const stored = () => StoreSettingsModel.findById(STORE_SETTINGS_ID).lean();

describe("GET /api/settings", () => {
  it("answers the seeded settings object itself, to anyone", async () => {
    const { status, body } = await read();
    expect(status).toBe(200);
    // The spec's two shipping methods, both payment methods on, the two sample accounts, a 48-hour hold.
    expect(body).toEqual(
      storeSettingsFixture({
        bankAccounts: [
          { id: "opay", bankName: "OPay", accountNumber: "8123456789", accountName: "Scents Fragrances Ltd" },
          { id: "moniepoint", bankName: "Moniepoint MFB", accountNumber: "5012345678", accountName: "Scents Fragrances Ltd" },
        ],
        // The test run's default (tests/support/global-setup.ts); a shop's is 25 (lib/checkout/unpaid-ceiling.test.ts).
        unpaidHoldPercent: Number(process.env.UNPAID_HOLD_PERCENT),
      }),
    );
    expect(await StoreSettingsModel.countDocuments()).toBe(1);
  });

  it("seeds the accounts from MERCHANT_BANK_ACCOUNTS when it is set", async () => {
    process.env.MERCHANT_BANK_ACCOUNTS = JSON.stringify([{ id: "zenith", bankName: "Zenith Bank", accountNumber: "1012345678", accountName: "Scents Lagos" }]);
    try {
      const { body } = await read();
      expect(body.bankAccounts).toEqual([{ id: "zenith", bankName: "Zenith Bank", accountNumber: "1012345678", accountName: "Scents Lagos" }]);
    } finally {
      delete process.env.MERCHANT_BANK_ACCOUNTS;
    }
    // From then on the stored accounts are the shop's, whatever the variable says.
    process.env.MERCHANT_BANK_ACCOUNTS = "[]";
    try {
      expect((await read()).body.bankAccounts[0]?.id).toBe("zenith");
    } finally {
      delete process.env.MERCHANT_BANK_ACCOUNTS;
    }
  });

  it("seeds once when many first requests arrive together", async () => {
    const answers = await Promise.all(Array.from({ length: 10 }, () => read()));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(await StoreSettingsModel.countDocuments()).toBe(1);
  });
});

describe("PUT /api/settings", () => {
  it("saves the whole object and answers what was saved", async () => {
    const next = valid();
    const { status, body } = await save(next);
    expect(status).toBe(200);
    expect(body).toEqual(next);
    expect((await read()).body).toEqual(next);
  });

  it("saves zones, per-zone prices, a free threshold, a pickup and the Paystack channels, and answers them", async () => {
    const next = valid();
    next.shippingMethods = [
      { ...next.shippingMethods[0]!, freeAbove: 50000, rates: next.shippingMethods[0]!.rates.map((rate) => (rate.zoneId === "rest" ? { ...rate, cost: 9000 } : rate)) },
      { id: "pickup", name: "Pickup in Lekki", kind: "pickup", cost: 0, rates: [], freeAbove: null, pickup: { address: "12 Admiralty Way, Lekki", hours: "Mon–Sat 10–6" }, readyDays: 1 },
    ];
    next.paystackChannels = ["card", "bank_transfer"];
    const { status, body } = await save(next);
    expect(status).toBe(200);
    expect(body).toEqual(next);
    expect((await read()).body).toEqual(next);
  });

  it("keeps the default unit caps when a client leaves them out", async () => {
    const { maxUnitsPerProduct: _perProduct, maxUnitsPerOrder: _perOrder, ...older } = valid();
    const { status, body } = await save(older);
    expect(status).toBe(200);
    expect(body).toMatchObject({ maxUnitsPerProduct: 10, maxUnitsPerOrder: 30 });
  });

  it("trims names and accepts an account number typed with spaces", async () => {
    const next = valid();
    const { body } = await save({
      ...next,
      shippingMethods: [{ id: "same-day", name: "  Same Day  ", cost: "2500.50" }],
      bankAccounts: [{ ...next.bankAccounts[0], accountNumber: "012 345 6789" }],
    });
    // A method sent as a client from before zones sends it, with one cost: that price in every zone.
    expect(body.shippingMethods).toMatchObject([{ id: "same-day", name: "Same Day", cost: 2500.5 }]);
    expect(body.shippingMethods[0]?.rates.map((rate) => [rate.zoneId, rate.cost])).toEqual(body.deliveryZones.map((zone) => [zone.id, 2500.5]));
    expect(body.bankAccounts[0]?.accountNumber).toBe("0123456789");
  });

  it.each([
    ["anonymous", async () => ({}), 401],
    ["a customer", async () => bearer(customer), 403],
    ["a forged admin token", async () => bearer(admin, { secret: "not-the-shop-secret" }), 401],
    ["an expired admin token", async () => bearer(admin, { maxAge: -120 }), 401],
  ])("refuses %s and saves nothing", async (_label, headers, status) => {
    await read();
    const before = await stored();
    const answer = await save({ ...valid(), bankTransferHoldHours: 2 }, await headers());
    expect(answer.status).toBe(status);
    expect((await stored())?.bankTransferHoldHours).toBe(before?.bankTransferHoldHours);
  });

  const change = (edit: (settings: StoreSettings) => unknown) => () => edit(valid());
  it.each([
    ["a shipping method without a name", change((s) => ({ ...s, shippingMethods: [{ id: "a", name: " ", cost: 10 }] })), "shippingMethods.0.name", SETTINGS_MESSAGES.shippingName],
    ["a negative cost", change((s) => ({ ...s, shippingMethods: [{ id: "a", name: "Bike", cost: -1 }] })), "shippingMethods.0.cost", SETTINGS_MESSAGES.cost],
    ["a cost that is not a number", change((s) => ({ ...s, shippingMethods: [{ id: "a", name: "Bike", cost: "free" }] })), "shippingMethods.0.cost", SETTINGS_MESSAGES.cost],
    ["no shipping method", change((s) => ({ ...s, shippingMethods: [] })), "shippingMethods", SETTINGS_MESSAGES.oneShipping],
    ["a payment method without a name", change((s) => ({ ...s, paymentMethods: [{ id: "card", name: "", enabled: true }, s.paymentMethods[1]] })), "paymentMethods.0.name", SETTINGS_MESSAGES.paymentName],
    [
      "every payment method off",
      change((s) => ({ ...s, paymentMethods: s.paymentMethods.map((method) => ({ ...method, enabled: false })) })),
      "paymentMethods",
      SETTINGS_MESSAGES.onePayment,
    ],
    ["a payment method the shop does not have", change((s) => ({ ...s, paymentMethods: [...s.paymentMethods, { id: "stripe", name: "Stripe", enabled: true }] })), "paymentMethods.2.id", "Payment method must be card or bank"],
    ["bank transfer on without accounts", change((s) => ({ ...s, bankAccounts: [] })), "bankAccounts", SETTINGS_MESSAGES.bankNeedsAccount],
    ["an account without a bank name", change((s) => ({ ...s, bankAccounts: [{ ...s.bankAccounts[0], bankName: "" }] })), "bankAccounts.0.bankName", SETTINGS_MESSAGES.bankName],
    ["a 9-digit account number", change((s) => ({ ...s, bankAccounts: [{ ...s.bankAccounts[0], accountNumber: "012345678" }] })), "bankAccounts.0.accountNumber", SETTINGS_MESSAGES.accountNumber],
    ["an account number with letters", change((s) => ({ ...s, bankAccounts: [{ ...s.bankAccounts[0], accountNumber: "01234567AB" }] })), "bankAccounts.0.accountNumber", SETTINGS_MESSAGES.accountNumber],
    ["an account without a name", change((s) => ({ ...s, bankAccounts: [{ ...s.bankAccounts[0], accountName: " " }] })), "bankAccounts.0.accountName", SETTINGS_MESSAGES.accountName],
    ["a hold of 0 hours", change((s) => ({ ...s, bankTransferHoldHours: 0 })), "bankTransferHoldHours", SETTINGS_MESSAGES.holdHours],
    ["a hold of 1.5 hours", change((s) => ({ ...s, bankTransferHoldHours: 1.5 })), "bankTransferHoldHours", SETTINGS_MESSAGES.holdHours],
    ["a per-product cap of 0", change((s) => ({ ...s, maxUnitsPerProduct: 0 })), "maxUnitsPerProduct", SETTINGS_MESSAGES.unitsPerProduct],
    ["a per-order cap that is not whole", change((s) => ({ ...s, maxUnitsPerOrder: 7.5 })), "maxUnitsPerOrder", SETTINGS_MESSAGES.unitsPerOrder],
    ["a per-order cap below the per-product one", change((s) => ({ ...s, maxUnitsPerProduct: 8, maxUnitsPerOrder: 6 })), "maxUnitsPerOrder", SETTINGS_MESSAGES.unitsOrder],
    [
      "a state in two zones",
      change((s) => ({ ...s, deliveryZones: s.deliveryZones.map((zone) => (zone.id === "rest" ? { ...zone, states: [...zone.states, "Lagos"] } : zone)) })),
      "deliveryZones.3.states",
      "Lagos is already in Lagos: put each state in one zone",
    ],
    [
      "a state in no zone",
      change((s) => ({ ...s, deliveryZones: s.deliveryZones.map((zone) => ({ ...zone, states: zone.states.filter((state) => state !== "Kano") })) })),
      "deliveryZones",
      "Put every state in a zone: Kano is in none",
    ],
    [
      "a delivery method priced in no zone",
      change((s) => ({ ...s, shippingMethods: [s.shippingMethods[0], { ...s.shippingMethods[1], rates: [] }] })),
      "shippingMethods.1.rates",
      "Price Express Shipping in at least one zone, or remove it",
    ],
    [
      "a price in a zone that does not exist",
      change((s) => ({ ...s, shippingMethods: [{ ...s.shippingMethods[0], rates: [...(s.shippingMethods[0]?.rates ?? []), { zoneId: "mars", cost: 1, minDays: 1, maxDays: 1 }] }] })),
      "shippingMethods.0.rates.4.zoneId",
      SETTINGS_MESSAGES.unknownZone,
    ],
    [
      "an estimate whose longest is below its shortest",
      change((s) => ({ ...s, shippingMethods: [{ ...s.shippingMethods[0], rates: s.shippingMethods[0]?.rates.map((rate, index) => (index === 0 ? { ...rate, minDays: 4, maxDays: 2 } : rate)) }] })),
      "shippingMethods.0.rates.0.maxDays",
      SETTINGS_MESSAGES.daysOrder,
    ],
    [
      "a pickup without its address",
      change((s) => ({ ...s, shippingMethods: [...s.shippingMethods, { id: "pickup", name: "Pickup", kind: "pickup", rates: [], freeAbove: null, pickup: { address: " ", hours: "9–5" }, readyDays: 1 }] })),
      "shippingMethods.2.pickup.address",
      SETTINGS_MESSAGES.pickupAddress,
    ],
    ["a negative free-delivery threshold", change((s) => ({ ...s, shippingMethods: [{ ...s.shippingMethods[0], freeAbove: -5 }] })), "shippingMethods.0.freeAbove", SETTINGS_MESSAGES.freeAbove],
    ["no Paystack channel", change((s) => ({ ...s, paystackChannels: [] })), "paystackChannels", SETTINGS_MESSAGES.oneChannel],
    ["a Paystack channel that does not exist", change((s) => ({ ...s, paystackChannels: ["qr"] })), "paystackChannels.0", "Choose card, bank_transfer, ussd or bank"],
    [
      "two shipping methods with one id",
      change((s) => ({ ...s, shippingMethods: [s.shippingMethods[0], { ...s.shippingMethods[1], id: "standard" }] })),
      "shippingMethods",
      SETTINGS_MESSAGES.duplicateId,
    ],
  ])("answers 400 for %s with the field's message and saves nothing", async (_label, body, field, message) => {
    await save(valid());
    const { status, body: answer } = await save(body());
    expect(status).toBe(400);
    expect(answer.fieldErrors?.[field]).toContain(message);
    expect((await read()).body).toEqual(valid());
  });

  it("refuses to switch card on while card payments are not configured, saying why", async () => {
    const previous = { NODE_ENV: process.env.NODE_ENV, NEXTAUTH_SECRET: process.env.NEXTAUTH_SECRET };
    await save({ ...valid(), paymentMethods: [{ id: "card", name: "Card", enabled: false }, { id: "bank", name: "Bank transfer", enabled: true }] });
    // A production server without Paystack keys (and a session secret, as production requires).
    Object.assign(process.env, { NODE_ENV: "production", NEXTAUTH_SECRET: "a-production-secret-for-this-test" });
    try {
      const { status, body } = await save(valid());
      expect(status).toBe(400);
      expect(body.fieldErrors?.["paymentMethods.0.enabled"]?.[0]).toContain("PAYSTACK_SECRET_KEY");
      expect((await read()).body.paymentMethods[0]?.enabled).toBe(false);
    } finally {
      Object.assign(process.env, previous);
      if (previous.NEXTAUTH_SECRET === undefined) delete process.env.NEXTAUTH_SECRET;
    }
  });
});

describe("PUT /api/settings by a manager", () => {
  it("saves delivery and stock settings that leave the payment settings as they are", async () => {
    const manager = await bearer(await createTestUser({ role: "admin", staffRole: "manager" }));
    const current = (await read()).body;
    const { status, body } = await save({ ...current, code: undefined, maxUnitsPerProduct: 7 }, manager);
    expect(status).toBe(200);
    expect(body.maxUnitsPerProduct).toBe(7);
  });

  it("refuses (403, nothing saved) a change to the bank accounts, the payment methods or Paystack's channels", async () => {
    const manager = await bearer(await createTestUser({ role: "admin", staffRole: "manager" }));
    const current = (await read()).body;
    const changes: Partial<StoreSettings>[] = [
      { bankAccounts: [{ id: "mine", bankName: "GTBank", accountNumber: "0123456789", accountName: "Not the shop" }] },
      { paymentMethods: current.paymentMethods.map((method) => ({ ...method, enabled: method.id === "card" })) },
      { paystackChannels: ["card"] },
    ];
    for (const change of changes) {
      const { status, body } = await save({ ...current, ...change, maxUnitsPerProduct: 9 }, manager);
      expect({ status, code: body.code }).toEqual({ status: 403, code: "FORBIDDEN" });
    }
    expect((await read()).body).toEqual(current);
    expect((await save({ ...current, ...changes[0] })).status).toBe(200);
  });
});
