import mongoose from "mongoose";
import { DELETE as removeIntegration, PUT as updateIntegration } from "@/app/api/integrations/[id]/route";
import { GET as listIntegrations, POST as addIntegration } from "@/app/api/integrations/route";
import { INTEGRATION_MESSAGES } from "@/lib/integrations/schemas";
import { decryptSetting } from "@/lib/secrets/settings-cipher";
import { Integration } from "@/models/integration";
import type { RouteHandler } from "@/lib/api/route";
import { adminAndCustomer, bearer, type TestUser } from "../support/auth";
import { setupTestDatabase } from "../support/database";
import { callRoute, type ApiAnswer } from "../support/request";

setupTestDatabase();

interface IntegrationBody {
  id: string;
  type: string;
  name: string;
  apiKeyLastFour: string;
}
interface Answer extends ApiAnswer {
  integration?: IntegrationBody;
  integrations?: IntegrationBody[];
}

const API_KEY = "mc-live-7f3a9b2c4d5e6f708192a3b4";
const NEW_KEY = "mc-live-rotated-0000111122223333zz99";

function call(handler: RouteHandler, method: string, headers: Record<string, string>, body?: unknown, params: Record<string, string> = {}) {
  return callRoute<Answer>(handler, { method, url: "/api/integrations", headers, body, params });
}

let admin: TestUser;
let customer: TestUser;

beforeAll(async () => ({ admin, customer } = await adminAndCustomer()));

beforeEach(() => Integration.deleteMany({}));

async function add(body: unknown = { type: "Email Marketing", name: "Mailchimp", apiKey: API_KEY }) {
  return call(addIntegration, "POST", await bearer(admin), body);
}

describe("who may manage integrations", () => {
  it("refuses anonymous, customer and forged callers on every method and stores nothing", async () => {
    const existing = (await add()).body.integration?.id ?? "";
    const before = await Integration.find().lean();
    const requests: [RouteHandler, string, unknown, Record<string, string>][] = [
      [listIntegrations, "GET", undefined, {}],
      [addIntegration, "POST", { type: "Social Media", name: "Sneaky", apiKey: "k-123456789012" }, {}],
      [updateIntegration, "PUT", { type: "Social Media", name: "Renamed", apiKey: "" }, { id: existing }],
      [removeIntegration, "DELETE", undefined, { id: existing }],
    ];
    for (const [handler, method, body, params] of requests) {
      expect((await call(handler, method, {}, body, params)).status).toBe(401);
      expect((await call(handler, method, await bearer(customer), body, params)).status).toBe(403);
      expect((await call(handler, method, await bearer(admin, { secret: "forged" }), body, params)).status).toBe(401);
    }
    expect(await Integration.find().lean()).toEqual(before);
  });
});

describe("POST /api/integrations", () => {
  it("adds an integration with trimmed values and answers without the key", async () => {
    const { status, body } = await add({ type: "Email Marketing", name: "  Mailchimp  ", apiKey: `  ${API_KEY}  ` });
    expect(status).toBe(201);
    expect(body.message).toBe(INTEGRATION_MESSAGES.added);
    expect(body.integration).toMatchObject({ type: "Email Marketing", name: "Mailchimp", apiKeyLastFour: "a3b4" });
    expect(JSON.stringify(body)).not.toContain(API_KEY.slice(0, -4));
  });

  it("stores the key only encrypted, bound to its document", async () => {
    const id = (await add()).body.integration?.id ?? "";
    const stored = await mongoose.connection.db!.collection("integrations").findOne({ _id: new mongoose.Types.ObjectId(id) });
    const raw = JSON.stringify(stored);
    expect(raw).not.toContain(API_KEY);
    expect(raw).not.toContain(API_KEY.slice(0, 12));
    expect(decryptSetting(String(stored?.apiKeyEncrypted), `integration:${id}`)).toBe(API_KEY);
  });

  it.each([
    [{ type: "Email Marketing", name: "   ", apiKey: API_KEY }, "name", INTEGRATION_MESSAGES.nameRequired],
    [{ type: "Email Marketing", name: "Mailchimp", apiKey: "   " }, "apiKey", INTEGRATION_MESSAGES.apiKeyRequired],
    [{ type: "Email Marketing", name: "Mailchimp" }, "apiKey", INTEGRATION_MESSAGES.apiKeyRequired],
    [{ type: "Carrier Pigeon", name: "Mailchimp", apiKey: API_KEY }, "type", INTEGRATION_MESSAGES.type],
  ])("refuses %j with its message and stores nothing", async (input, field, message) => {
    const { status, body } = await add(input);
    expect(status).toBe(400);
    expect(body.fieldErrors?.[field]?.[0]).toBe(message);
    expect(await Integration.countDocuments()).toBe(0);
  });

  it("shows no characters of a key too short to hide", async () => {
    const { body } = await add({ type: "Social Media", name: "Short", apiKey: "abc12345" });
    expect(body.integration?.apiKeyLastFour).toBe("");
  });
});

describe("GET /api/integrations", () => {
  it("lists integrations in the order they were added, with only each key's last four", async () => {
    await add();
    await add({ type: "Accounting Software", name: "QuickBooks", apiKey: "qb-secret-abcdefghijkl-wxyz" });
    const { status, body } = await call(listIntegrations, "GET", await bearer(admin));
    expect(status).toBe(200);
    expect(body.integrations?.map((item) => [item.name, item.apiKeyLastFour])).toEqual([
      ["Mailchimp", "a3b4"],
      ["QuickBooks", "wxyz"],
    ]);
    const text = JSON.stringify(body);
    expect(text).not.toContain(API_KEY);
    expect(text).not.toContain("qb-secret");
    expect(text).not.toContain("apiKeyEncrypted");
  });
});

describe("PUT /api/integrations/{id}", () => {
  it("keeps the stored key when the edit leaves it empty", async () => {
    const id = (await add()).body.integration?.id ?? "";
    const before = await Integration.findById(id).lean();
    const { status, body } = await call(updateIntegration, "PUT", await bearer(admin), { type: "Social Media", name: " Renamed ", apiKey: "  " }, { id });
    expect(status).toBe(200);
    expect(body.message).toBe(INTEGRATION_MESSAGES.updated);
    expect(body.integration).toMatchObject({ type: "Social Media", name: "Renamed", apiKeyLastFour: "a3b4" });
    const after = await Integration.findById(id).lean();
    expect(after?.apiKeyEncrypted).toBe(before?.apiKeyEncrypted);
  });

  it("replaces the key when a new one is given", async () => {
    const id = (await add()).body.integration?.id ?? "";
    const { body } = await call(updateIntegration, "PUT", await bearer(admin), { type: "Email Marketing", name: "Mailchimp", apiKey: NEW_KEY }, { id });
    expect(body.integration?.apiKeyLastFour).toBe("zz99");
    expect(JSON.stringify(body)).not.toContain(NEW_KEY);
    const stored = await Integration.findById(id).lean();
    expect(decryptSetting(stored?.apiKeyEncrypted ?? "", `integration:${id}`)).toBe(NEW_KEY);
  });

  it("refuses a blank name and changes nothing; answers 404 for an unknown or malformed id", async () => {
    const id = (await add()).body.integration?.id ?? "";
    const before = await Integration.findById(id).lean();
    const blank = await call(updateIntegration, "PUT", await bearer(admin), { type: "Email Marketing", name: "", apiKey: NEW_KEY }, { id });
    expect(blank.status).toBe(400);
    expect(blank.body.fieldErrors?.name).toEqual([INTEGRATION_MESSAGES.nameRequired]);
    expect(await Integration.findById(id).lean()).toEqual(before);
    const valid = { type: "Email Marketing", name: "X", apiKey: "" };
    expect((await call(updateIntegration, "PUT", await bearer(admin), valid, { id: new mongoose.Types.ObjectId().toString() })).status).toBe(404);
    expect((await call(updateIntegration, "PUT", await bearer(admin), valid, { id: "not-an-id" })).status).toBe(404);
  });
});

describe("DELETE /api/integrations/{id}", () => {
  it("removes the integration once", async () => {
    const id = (await add()).body.integration?.id ?? "";
    const removed = await call(removeIntegration, "DELETE", await bearer(admin), undefined, { id });
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBe(INTEGRATION_MESSAGES.removed);
    expect(await Integration.countDocuments()).toBe(0);
    expect((await call(removeIntegration, "DELETE", await bearer(admin), undefined, { id })).status).toBe(404);
  });
});
