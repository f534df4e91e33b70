import { GET, PUT } from "@/app/api/admin/offsite-backup/route";
import { POST as makeKey } from "@/app/api/admin/offsite-backup/key/route";
import { POST as backUpNow } from "@/app/api/admin/offsite-backup/run/route";
import { OffsiteBackup } from "@/models/offsite-backup";
import { bearer, bearerWithKey, createTestUser, type TestUser } from "../support/auth";
import { setupTestDatabase } from "../support/database";
import { callRoute } from "../support/request";

setupTestDatabase();

let admin: TestUser;
const SETTINGS = { endpoint: "https://account.r2.cloudflarestorage.com", region: "auto", bucket: "shop-backups", accessKeyId: "AKIAEXAMPLE12345678", secretAccessKey: "very-secret-key-0123456789", timeOfDay: "02:30" };

beforeAll(async () => {
  admin = await createTestUser({ role: "admin" });
});

describe("/api/admin/offsite-backup", () => {
  it("is for the staff whose role may make backups only", async () => {
    const customer = await createTestUser({ role: "customer" });
    const fulfilment = await createTestUser({ role: "admin", staffRole: "fulfilment" });
    expect((await callRoute(GET, { headers: await bearer(fulfilment) })).status).toBe(403);
    expect((await callRoute(PUT, { method: "PUT", body: SETTINGS, headers: await bearer(fulfilment) })).status).toBe(403);
    expect((await callRoute(GET)).status).toBe(401);
    expect((await callRoute(GET, { headers: await bearer(customer) })).status).toBe(403);
    expect((await callRoute(PUT, { method: "PUT", body: SETTINGS, headers: await bearer(customer) })).status).toBe(403);
    expect((await callRoute(makeKey, { method: "POST", headers: await bearer(customer) })).status).toBe(403);
    expect((await callRoute(backUpNow, { method: "POST", headers: await bearer(customer) })).status).toBe(403);
    expect(await OffsiteBackup.countDocuments()).toBe(0);
  });

  it("asks for the security key again before the bucket or the backup key changes", async () => {
    const headers = await bearer(admin);
    for (const answer of [await callRoute(PUT, { method: "PUT", headers, body: SETTINGS }), await callRoute(makeKey, { method: "POST", headers })]) {
      expect(answer).toMatchObject({ status: 403, body: { reason: "key-required" } });
    }
    expect(await OffsiteBackup.countDocuments()).toBe(0);
  });

  it("refuses bad settings field by field, and keys on the first save, writing nothing", async () => {
    const headers = await bearerWithKey(admin);
    const bad = await callRoute(PUT, { method: "PUT", headers, body: { ...SETTINGS, endpoint: "http://203.0.113.5", bucket: "Not A Bucket", timeOfDay: "25:00", region: "" } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fieldErrors as object).sort()).toEqual(["bucket", "endpoint", "region", "timeOfDay"]);
    const keyless = await callRoute(PUT, { method: "PUT", headers, body: { ...SETTINGS, accessKeyId: "", secretAccessKey: "" } });
    expect(keyless.status).toBe(400);
    expect(Object.keys(keyless.body.fieldErrors as object).sort()).toEqual(["accessKeyId", "secretAccessKey"]);
    expect(await OffsiteBackup.countDocuments()).toBe(0);
    expect((await callRoute(makeKey, { method: "POST", headers })).status).toBe(409);
    expect((await callRoute(backUpNow, { method: "POST", headers })).status).toBe(409);
  });

  it("saves the bucket with its keys encrypted, never answers them, and keeps them when left empty", async () => {
    const headers = await bearerWithKey(admin);
    const saved = await callRoute<{ backup: Record<string, unknown> }>(PUT, { method: "PUT", headers, body: SETTINGS });
    expect(saved.status).toBe(200);
    expect(saved.body.backup).toMatchObject({ configured: true, bucket: "shop-backups", accessKeyIdLastFour: "5678", timeOfDay: "02:30", keyId: null, nextRunAt: null });
    const stored = JSON.stringify(await OffsiteBackup.findOne().lean());
    for (const secret of [SETTINGS.accessKeyId, SETTINGS.secretAccessKey]) {
      expect(stored).not.toContain(secret);
      expect(JSON.stringify(saved.body)).not.toContain(secret);
    }
    const before = await OffsiteBackup.findOne().lean();
    expect((await callRoute(PUT, { method: "PUT", headers, body: { ...SETTINGS, accessKeyId: "", secretAccessKey: "", timeOfDay: "03:00" } })).status).toBe(200);
    const after = await OffsiteBackup.findOne().lean();
    expect(after).toMatchObject({ timeOfDay: "03:00", accessKeyIdEncrypted: before?.accessKeyIdEncrypted, secretAccessKeyEncrypted: before?.secretAccessKeyEncrypted });
  });

  it("answers the owner's backup key once, stores only its public half, and schedules the backup", async () => {
    const headers = await bearerWithKey(admin);
    expect((await callRoute(backUpNow, { method: "POST", headers })).status).toBe(409);
    const made = await callRoute<{ ownerKey: string; backup: { keyId: string; nextRunAt: string } }>(makeKey, { method: "POST", headers });
    expect(made.status).toBe(201);
    expect(made.body.ownerKey).toMatch(/^scents-backup-key-1:/);
    expect(made.body.backup.nextRunAt).not.toBeNull();
    const secretHalf = made.body.ownerKey.split(":")[1] ?? "missing";
    expect(JSON.stringify(await OffsiteBackup.findOne().lean())).not.toContain(secretHalf);
    expect(JSON.stringify((await callRoute(GET, { headers })).body)).not.toContain(secretHalf);

    const now = await callRoute<{ backup: { nextRunAt: string } }>(backUpNow, { method: "POST", headers });
    expect(now.status).toBe(202);
    expect(new Date(now.body.backup.nextRunAt).getTime()).toBeLessThanOrEqual(Date.now());
  });
});
