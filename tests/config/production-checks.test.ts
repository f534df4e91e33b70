import bcrypt from "bcryptjs";
import { GET as allProducts } from "@/app/api/products/all-products/route";
import { DEMO_ADMIN } from "@/lib/auth/demo-admin";
import { describeProblems, productionConfigProblems, productionWarnings } from "@/lib/config/production-checks";
import { recordStamp } from "@/lib/http/trusted-proxies.mjs";
import { User } from "@/models/user";
import { setupTestDatabase } from "../support/database";
import { callRoute } from "../support/request";

setupTestDatabase();

const GOOD = {
  NEXTAUTH_SECRET: "k".repeat(32),
  NEXTAUTH_URL: "https://shop.example.ng",
  NEXT_PUBLIC_SITE_URL: "https://shop.example.ng",
  SETTINGS_ENCRYPTION_KEY: "ab".repeat(32),
};

const names = async (env: Record<string, string | undefined>) => (await productionConfigProblems(env)).map((problem) => problem.name);

describe("production configuration", () => {
  beforeEach(() => recordStamp(null));
  afterEach(async () => {
    await User.deleteMany({});
  });

  it("accepts a complete, safe configuration", async () => {
    expect(await productionConfigProblems(GOOD)).toEqual([]);
  });

  it("starts without SMTP_URL, warning that no e-mail will be sent", async () => {
    expect(await productionConfigProblems(GOOD)).toEqual([]);
    expect(productionWarnings(GOOD)).toEqual([expect.stringContaining("no e-mail will be sent")]);
    expect(productionWarnings({ ...GOOD, SMTP_URL: "smtp://mail.example.ng:587" })).toEqual([]);
  });

  it("names every missing variable at once", async () => {
    expect(await names({})).toEqual(["NEXTAUTH_SECRET", "NEXTAUTH_URL", "NEXT_PUBLIC_SITE_URL", "SETTINGS_ENCRYPTION_KEY"]);
    const message = describeProblems(await productionConfigProblems({ NEXTAUTH_URL: GOOD.NEXTAUTH_URL, SETTINGS_ENCRYPTION_KEY: GOOD.SETTINGS_ENCRYPTION_KEY }));
    expect(message).toMatch(/^Refusing to start in production/);
    expect(message).toContain("NEXTAUTH_SECRET: missing");
    expect(message).toContain("NEXT_PUBLIC_SITE_URL: missing");
    expect(message).not.toContain("NEXTAUTH_URL:");
  });

  it("refuses a short secret, addresses that are not http(s) URLs and a settings key that is not 32 bytes", async () => {
    expect(await names({ ...GOOD, NEXTAUTH_SECRET: "k".repeat(31) })).toEqual(["NEXTAUTH_SECRET"]);
    expect(await names({ ...GOOD, SETTINGS_ENCRYPTION_KEY: "weak" })).toEqual(["SETTINGS_ENCRYPTION_KEY"]);
    expect(await names({ ...GOOD, NEXTAUTH_URL: "shop.example.ng", NEXT_PUBLIC_SITE_URL: "ftp://shop.example.ng" })).toEqual(["NEXTAUTH_URL", "NEXT_PUBLIC_SITE_URL"]);
  });

  it("refuses an http NEXTAUTH_URL off this machine unless told the shop sits behind TLS", async () => {
    expect(await names({ ...GOOD, NEXTAUTH_URL: "http://shop.example.ng" })).toEqual(["NEXTAUTH_URL"]);
    expect(describeProblems(await productionConfigProblems({ ...GOOD, NEXTAUTH_URL: "http://shop.example.ng" }))).toContain("BEHIND_TLS=true");
    expect(await names({ ...GOOD, NEXTAUTH_URL: "http://shop.example.ng", BEHIND_TLS: "true" })).toEqual([]);
    expect(await names({ ...GOOD, NEXTAUTH_URL: "http://127.0.0.1:3000" })).toEqual([]);
  });

  it("refuses a server started without the client address stamp, or with TRUSTED_PROXIES it cannot read", async () => {
    (globalThis as Record<symbol, unknown>)[Symbol.for("scents.clientAddressStamp")] = undefined;
    expect(describeProblems(await productionConfigProblems(GOOD))).toContain("client address stamp: the server was started without it");
    recordStamp("not an address or CIDR range: proxy");
    expect(describeProblems(await productionConfigProblems(GOOD))).toContain("TRUSTED_PROXIES: not an address or CIDR range: proxy");
  });

  it("refuses the demo admin's published password, and not an admin who changed it", async () => {
    const demo = await User.create({ name: "Demo", email: DEMO_ADMIN.email, role: "admin", passwordHash: await bcrypt.hash(DEMO_ADMIN.password, 4) });
    const problems = await productionConfigProblems({ ...GOOD, NEXTAUTH_SECRET: undefined });
    expect(problems.map((problem) => problem.name)).toEqual(["NEXTAUTH_SECRET", "demo admin password"]);
    await User.updateOne({ _id: demo._id }, { passwordHash: await bcrypt.hash("A-new-private-passphrase-1", 4) });
    expect(await productionConfigProblems(GOOD)).toEqual([]);
  });
});

describe("public API routes", () => {
  const original = { ...process.env };
  afterEach(() => {
    process.env = { ...original };
  });

  it("answer anonymous callers without the auth secret, even in production", async () => {
    process.env = { ...original, NODE_ENV: "production" };
    delete process.env.NEXTAUTH_SECRET;
    const { status, body } = await callRoute(allProducts, { url: "/api/products/all-products?limit=1" });
    expect(status).toBe(200);
    expect(body).toMatchObject({ total: 0 });
  });
});
