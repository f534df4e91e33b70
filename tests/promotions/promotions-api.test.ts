import { DELETE as removePromotion, PUT as updatePromotion } from "@/app/api/promotions/[id]/route";
import { GET as listPromotions, POST as createPromotion } from "@/app/api/promotions/route";
import { PROMOTION_MESSAGES, type PromotionView } from "@/lib/promotions/schemas";
import { Promotion } from "@/models/promotion";
import type { RouteHandler } from "@/lib/api/route";
import { adminAndCustomer, bearer, type TestUser } from "../support/auth";
import { setupTestDatabase } from "../support/database";
import { callRoute, type ApiAnswer } from "../support/request";

setupTestDatabase();

interface Answer extends ApiAnswer {
  promotion?: PromotionView;
  promotions?: PromotionView[];
}

let admin: TestUser;
let customer: TestUser;

beforeAll(async () => ({ admin, customer } = await adminAndCustomer()));
afterEach(() => Promotion.deleteMany({}));

const form = (fields: Record<string, unknown> = {}) => ({
  name: "Black Friday",
  code: "FRIDAY10",
  discount: 10,
  startDate: "2026-11-27",
  endDate: "2026-11-30",
  minSubtotal: "",
  usageLimit: "",
  ...fields,
});

async function call(handler: RouteHandler, method: string, options: { body?: unknown; id?: string; headers?: Record<string, string> } = {}) {
  return callRoute<Answer>(handler, {
    method,
    url: "/api/promotions",
    body: options.body,
    params: options.id ? { id: options.id } : {},
    headers: options.headers ?? (await bearer(admin)),
  });
}

const create = (fields: Record<string, unknown> = {}) => call(createPromotion, "POST", { body: form(fields) });

describe("POST /api/promotions", () => {
  it("adds a promotion, storing the code trimmed and upper-case", async () => {
    const { status, body } = await create({ code: "  friday10 ", minSubtotal: "20000", usageLimit: "10" });
    expect(status).toBe(201);
    expect(body.message).toBe(PROMOTION_MESSAGES.added);
    expect(body.promotion).toMatchObject({ name: "Black Friday", code: "FRIDAY10", discount: 10, startDate: "2026-11-27", endDate: "2026-11-30", minSubtotal: 20000, usageLimit: 10, usedCount: 0 });
    expect(await Promotion.countDocuments({ code: "FRIDAY10" })).toBe(1);
  });

  it("takes a one-day promotion (start and end on the same day) and leaves the optional terms empty", async () => {
    const { status, body } = await create({ startDate: "2026-11-27", endDate: "2026-11-27" });
    expect(status).toBe(201);
    expect(body.promotion).toMatchObject({ minSubtotal: null, usageLimit: null });
  });

  it("refuses a code another promotion has, whatever its case or spaces", async () => {
    await create();
    const { status, body } = await create({ name: "Copy", code: " Friday10" });
    expect(status).toBe(409);
    expect(body.fieldErrors?.code).toEqual([PROMOTION_MESSAGES.duplicate]);
    expect(await Promotion.countDocuments()).toBe(1);
  });

  it.each([
    ["no name", { name: " " }, "name", PROMOTION_MESSAGES.name],
    ["no code", { code: "  " }, "code", PROMOTION_MESSAGES.code],
    ["a code with spaces inside", { code: "SAVE 10" }, "code", PROMOTION_MESSAGES.codeFormat],
    ["no discount", { discount: "" }, "discount", PROMOTION_MESSAGES.discount],
    ["a discount of 0", { discount: 0 }, "discount", PROMOTION_MESSAGES.discount],
    ["a discount above 100", { discount: 100.5 }, "discount", PROMOTION_MESSAGES.discount],
    ["a discount that is not a number", { discount: "ten" }, "discount", PROMOTION_MESSAGES.discount],
    ["no start date", { startDate: "" }, "startDate", PROMOTION_MESSAGES.startDate],
    ["no end date", { endDate: "" }, "endDate", PROMOTION_MESSAGES.endDate],
    ["a date that does not exist", { endDate: "2026-02-30" }, "endDate", "Enter a valid date"],
    ["an end before the start", { startDate: "2026-12-01", endDate: "2026-11-30" }, "endDate", PROMOTION_MESSAGES.dateOrder],
    ["a negative minimum", { minSubtotal: -1 }, "minSubtotal", PROMOTION_MESSAGES.minSubtotal],
    ["a usage limit of 0", { usageLimit: 0 }, "usageLimit", PROMOTION_MESSAGES.usageLimit],
    ["a fractional usage limit", { usageLimit: 2.5 }, "usageLimit", PROMOTION_MESSAGES.usageLimit],
  ])("answers 400 for %s with the field's message and saves nothing", async (_label, fields, field, message) => {
    const { status, body } = await create(fields);
    expect(status).toBe(400);
    expect(body.fieldErrors?.[field]).toContain(message);
    expect(await Promotion.countDocuments()).toBe(0);
  });
});

describe("PUT and DELETE /api/promotions/{id}", () => {
  it("updates the terms and keeps the count of uses", async () => {
    const { body: created } = await create({ usageLimit: 5 });
    const id = created.promotion?._id ?? "";
    await Promotion.updateOne({ _id: id }, { $set: { usedCount: 3 } });
    const { status, body } = await call(updatePromotion, "PUT", { id, body: form({ discount: 15, code: "friday15", usedCount: 0 }) });
    expect(status).toBe(200);
    expect(body.message).toBe(PROMOTION_MESSAGES.updated);
    expect(body.promotion).toMatchObject({ code: "FRIDAY15", discount: 15, usageLimit: null, usedCount: 3 });
  });

  it("refuses a bad edit with the field's message and changes nothing", async () => {
    const { body: created } = await create();
    const id = created.promotion?._id ?? "";
    const { status, body } = await call(updatePromotion, "PUT", { id, body: form({ discount: 0, name: "" }) });
    expect(status).toBe(400);
    expect(body.fieldErrors).toMatchObject({ discount: [PROMOTION_MESSAGES.discount], name: [PROMOTION_MESSAGES.name] });
    expect(await Promotion.findById(id).lean()).toMatchObject({ name: "Black Friday", discount: 10 });
  });

  it("refuses to give one promotion another's code", async () => {
    await create();
    const { body: other } = await create({ code: "OTHER" });
    const { status, body } = await call(updatePromotion, "PUT", { id: other.promotion?._id ?? "", body: form({ code: "friday10" }) });
    expect(status).toBe(409);
    expect(body.fieldErrors?.code).toEqual([PROMOTION_MESSAGES.duplicate]);
    expect(await Promotion.countDocuments({ code: "OTHER" })).toBe(1);
  });

  it("removes a promotion, and answers 404 for one that is not there", async () => {
    const { body: created } = await create();
    const id = created.promotion?._id ?? "";
    const removed = await call(removePromotion, "DELETE", { id });
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBe(PROMOTION_MESSAGES.removed);
    expect(await Promotion.countDocuments()).toBe(0);
    expect((await call(removePromotion, "DELETE", { id })).status).toBe(404);
    expect((await call(updatePromotion, "PUT", { id, body: form() })).status).toBe(404);
    expect((await call(removePromotion, "DELETE", { id: "not-an-id" })).status).toBe(404);
  });
});

describe("GET /api/promotions", () => {
  it("lists every promotion, newest first", async () => {
    await create({ code: "FIRST" });
    await create({ code: "SECOND" });
    const { status, body } = await call(listPromotions, "GET");
    expect(status).toBe(200);
    expect(body.promotions?.map((promotion) => promotion.code)).toEqual(["SECOND", "FIRST"]);
  });
});

describe("every promotions API is the admin's alone", () => {
  let id = "";
  beforeEach(async () => {
    id = (await Promotion.create({ ...form(), minSubtotal: null, usageLimit: null }))._id.toString();
  });

  const apis: [string, RouteHandler, string, () => unknown][] = [
    ["GET /api/promotions", listPromotions, "GET", () => undefined],
    ["POST /api/promotions", createPromotion, "POST", () => form({ code: "NEW" })],
    ["PUT /api/promotions/{id}", updatePromotion, "PUT", () => form({ name: "Changed" })],
    ["DELETE /api/promotions/{id}", removePromotion, "DELETE", () => undefined],
  ];

  describe.each(apis)("%s", (_name, handler, method, body) => {
    it.each([
      ["anonymous", async () => ({}), 401],
      ["a customer", async () => bearer(customer), 403],
      ["a forged admin token", async () => bearer(admin, { secret: "not-the-shop-secret" }), 401],
    ])("refuses %s and changes nothing", async (_label, headers, status) => {
      const answer = await call(handler, method, { id, body: body(), headers: await headers() });
      expect(answer.status).toBe(status);
      expect(answer.body.promotions).toBeUndefined();
      expect(await Promotion.find().lean()).toEqual([expect.objectContaining({ name: "Black Friday", code: "FRIDAY10" })]);
    });
  });
});
