import { GET as backupRoute } from "@/app/api/admin/backup/route";
import { POST as backupCodes } from "@/app/api/admin/backup-codes/route";
import { PUT as updateProfile } from "@/app/api/admin/profile/route";
import { POST as stepUpRoute } from "@/app/api/admin/step-up/route";
import { CLIENT_ADDRESS_HEADER } from "@/lib/http/client-address";
import { LoginAttempt } from "@/models/login-attempt";
import { StepUp } from "@/models/step-up";
import { bearer, createTestUser, type TestUser } from "../support/auth";
import { setupTestDatabase } from "../support/database";
import { callRoute } from "../support/request";

setupTestDatabase();

let owner: TestUser;

beforeEach(async () => {
  owner = await createTestUser({ role: "admin", staffRole: "owner", backupCodes: ["ABCD-EFGH-1234"] });
});

const at = (headers: Record<string, string>) => ({ [CLIENT_ADDRESS_HEADER]: "198.51.100.7", ...headers });
const stepUp = (headers: Record<string, string>, securityKey: string) =>
  callRoute<{ reason?: string; fieldErrors?: Record<string, string[]> }>(stepUpRoute, { method: "POST", url: "/api/admin/step-up", body: { securityKey }, headers: at(headers) });
const download = (headers: Record<string, string>) => callRoute<{ reason?: string }>(backupRoute, { url: "/api/admin/backup", headers: at(headers) });

describe("asking for the security key again", () => {
  it("a backup download, new backup codes and a new login e-mail need the key given in this session's last ten minutes", async () => {
    const session = await bearer(owner);
    const refused = await download(session);
    expect({ status: refused.status, reason: refused.body.reason }).toEqual({ status: 403, reason: "key-required" });
    expect((await callRoute<{ reason?: string }>(backupCodes, { method: "POST", url: "/api/admin/backup-codes", headers: session })).body.reason).toBe("key-required");
    const newEmail = await callRoute<{ reason?: string }>(updateProfile, { method: "PUT", url: "/api/admin/profile", headers: session, body: { name: "Owner", email: "new-address@example.com" } });
    expect(newEmail.body.reason).toBe("key-required");
    // The same e-mail with a new name is not sensitive.
    expect((await callRoute(updateProfile, { method: "PUT", url: "/api/admin/profile", headers: session, body: { name: "Owner Renamed", email: owner.email } })).status).toBe(200);

    expect((await stepUp(session, owner.securityKey)).status).toBe(200);
    expect((await download(session)).status).toBe(200);
    // Another session of the same account has not given it.
    expect((await download(await bearer(owner))).body.reason).toBe("key-required");
    // Ten minutes on, it is asked again.
    await StepUp.updateMany({}, { $set: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await download(session)).status).toBe(403);
  });

  it("takes an unused backup code once, and refuses a wrong key as a failed login", async () => {
    const session = await bearer(owner);
    expect((await stepUp(session, "ABCD-EFGH-1234")).status).toBe(200);
    const reused = await stepUp(await bearer(owner), "ABCD-EFGH-1234");
    expect({ status: reused.status, fields: Object.keys(reused.body.fieldErrors ?? {}) }).toEqual({ status: 403, fields: ["securityKey"] });
    expect(await LoginAttempt.countDocuments({ email: owner.email, reason: "wrong-security-key" })).toBe(1);
  });

  it("is rate-limited as logins are: after repeated wrong keys even the right one is refused for a while", async () => {
    const session = await bearer(owner);
    let status = 0;
    for (let attempt = 0; attempt < 12 && status !== 429; attempt += 1) status = (await stepUp(session, `WRONG-KEY-${attempt}`)).status;
    expect(status).toBe(429);
    expect((await stepUp(session, owner.securityKey)).status).toBe(429);
    expect((await download(session)).status).toBe(403);
  });
});
