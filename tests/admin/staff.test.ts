import { GET as listStaffRoute, POST as inviteRoute } from "@/app/api/admin/staff/route";
import { DELETE as removeRoute, PUT as updateRoute } from "@/app/api/admin/staff/[id]/route";
import { GET as allOrders } from "@/app/api/orders/all/route";
import { POST as joinRoute } from "@/app/api/staff/join/route";
import { verifyCredentials } from "@/lib/auth/credentials";
import { acceptStaffInvitation, STAFF_INVITATION_TTL_MS } from "@/lib/staff/invitations";
import { updateStaffMember } from "@/lib/staff/members";
import type { StaffInvitationView, StaffMemberView } from "@/lib/staff/staff-schemas";
import { ActivityEvent } from "@/models/activity-event";
import { MailMessage } from "@/models/mail-message";
import { StaffInvitation } from "@/models/staff-invitation";
import { User } from "@/models/user";
import { bearer, bearerWithKey, createTestUser, type TestUser } from "../support/auth";
import { setupTestDatabase } from "../support/database";
import { callRoute } from "../support/request";

setupTestDatabase();

type Answer = { success: boolean; message?: string; reason?: string; code?: string; fieldErrors?: Record<string, string[]> };

let owner: TestUser;
let asOwner: Record<string, string>;

beforeEach(async () => {
  await Promise.all([User.deleteMany({}), StaffInvitation.deleteMany({}), MailMessage.deleteMany({})]);
  owner = await createTestUser({ role: "admin", staffRole: "owner" });
  asOwner = await bearerWithKey(owner);
});

const invite = (body: unknown, headers = asOwner) => callRoute<Answer & { invitation: StaffInvitationView }>(inviteRoute, { method: "POST", url: "/api/admin/staff", body, headers });
const join = (body: unknown) => callRoute<Answer & { email: string }>(joinRoute, { method: "POST", url: "/api/staff/join", body });
const update = (id: string, body: unknown, headers = asOwner) =>
  callRoute<Answer & { member: StaffMemberView }, { id: string }>(updateRoute, { method: "PUT", url: `/api/admin/staff/${id}`, body, headers, params: { id } });
const remove = (id: string, headers = asOwner) => callRoute<Answer, { id: string }>(removeRoute, { method: "DELETE", url: `/api/admin/staff/${id}`, headers, params: { id } });

const NEW_MEMBER = { name: "Tunde Packer", password: "Packing-Day-2026", securityKey: "TUNDE-KEY-2026" };

async function invitationToken(email: string): Promise<string> {
  const mail = await MailMessage.findOne({ kind: "staff-invitation", to: email }).lean();
  const token = (mail?.data as { token?: string } | undefined)?.token;
  if (!token) throw new Error(`no invitation mailed to ${email}`);
  return token;
}

const signIn = (email: string, password: string, securityKey: string) => verifyCredentials({ email, password, securityKey }, { address: "10.9.9.9" });

describe("inviting staff", () => {
  it("mails a link; following it with a password and a key makes a member with the chosen role, once", async () => {
    const sent = await invite({ email: "Tunde@Example.com", staffRole: "fulfilment" });
    expect(sent.status).toBe(200);
    expect(sent.body.invitation).toMatchObject({ email: "tunde@example.com", staffRole: "fulfilment" });
    const token = await invitationToken("tunde@example.com");

    const joined = await join({ token, ...NEW_MEMBER });
    expect(joined.status).toBe(200);
    const member = await User.findOne({ email: "tunde@example.com" }).lean();
    expect(member).toMatchObject({ role: "admin", staffRole: "fulfilment", name: "Tunde Packer" });
    const session = await signIn("tunde@example.com", NEW_MEMBER.password, NEW_MEMBER.securityKey);
    expect(session.user.role).toBe("admin");

    // The link is spent: followed again (after the account was removed, even) it makes nothing.
    await User.deleteOne({ email: "tunde@example.com" });
    const again = await join({ token, ...NEW_MEMBER });
    expect({ status: again.status, reason: again.body.reason }).toEqual({ status: 404, reason: "invitation-not-valid" });
    expect(await User.exists({ email: "tunde@example.com" })).toBeNull();
    expect(await ActivityEvent.exists({ kind: "staff-invited" })).toBeTruthy();
  });

  it("works for 72 hours and not after", async () => {
    const now = new Date();
    await invite({ email: "late@example.com", staffRole: "content" });
    const token = await invitationToken("late@example.com");
    const later = new Date(now.getTime() + STAFF_INVITATION_TTL_MS + 60_000);
    await expect(acceptStaffInvitation({ token, ...NEW_MEMBER }, later)).rejects.toMatchObject({ code: "invitation-not-valid" });
    await expect(acceptStaffInvitation({ token, ...NEW_MEMBER }, new Date(now.getTime() + STAFF_INVITATION_TTL_MS - 60_000))).resolves.toEqual({ email: "late@example.com" });
  });

  it("refuses an altered link, a weak password and an address that already has an account, creating nothing", async () => {
    await invite({ email: "tunde@example.com", staffRole: "fulfilment" });
    const token = await invitationToken("tunde@example.com");
    expect((await join({ token: `${token.slice(0, -2)}AA`, ...NEW_MEMBER })).status).toBe(404);
    const weak = await join({ token, ...NEW_MEMBER, password: "short" });
    expect(weak.status).toBe(400);
    expect(weak.body.fieldErrors?.password).toBeDefined();
    expect(await User.exists({ email: "tunde@example.com" })).toBeNull();

    const customer = await createTestUser({ role: "customer", email: "shopper@example.com" });
    const taken = await invite({ email: customer.email, staffRole: "manager" });
    expect({ status: taken.status, field: Object.keys(taken.body.fieldErrors ?? {}) }).toEqual({ status: 409, field: ["email"] });
    expect(await StaffInvitation.countDocuments({ email: customer.email })).toBe(0);
  });

  it("answers 400 with field errors for a bad address or role", async () => {
    const { status, body } = await invite({ email: "not-an-address", staffRole: "boss" });
    expect(status).toBe(400);
    expect(Object.keys(body.fieldErrors ?? {}).sort()).toEqual(["email", "staffRole"]);
  });

  it("lists the members and the invitations waiting", async () => {
    await invite({ email: "waiting@example.com", staffRole: "content" });
    const { body } = await callRoute<{ members: StaffMemberView[]; invitations: StaffInvitationView[] }>(listStaffRoute, { url: "/api/admin/staff", headers: asOwner });
    expect(body.members.map((member) => member.email)).toEqual([owner.email]);
    expect(body.invitations.map((invitation) => invitation.email)).toEqual(["waiting@example.com"]);
  });
});

describe("changing a member", () => {
  it("a new role ends their sessions at once and gives the next one the new permissions", async () => {
    const member = await createTestUser({ role: "admin", staffRole: "manager" });
    const before = await bearer(member);
    expect((await callRoute(allOrders, { url: "/api/orders/all", headers: before })).status).toBe(200);
    const changed = await update(member.id, { staffRole: "content" });
    expect(changed.body.member).toMatchObject({ staffRole: "content", suspended: false });
    expect((await callRoute(allOrders, { url: "/api/orders/all", headers: before })).status).toBe(401);
    const session = await signIn(member.email, member.password, member.securityKey);
    expect(session.user.sessionVersion).toBe(1);
    expect(await ActivityEvent.exists({ kind: "staff-role-changed", subject: member.id })).toBeTruthy();
  });

  it("a suspended member's sessions end and they cannot sign in until restored", async () => {
    const member = await createTestUser({ role: "admin", staffRole: "fulfilment" });
    const before = await bearer(member);
    expect((await update(member.id, { suspended: true })).body.member.suspended).toBe(true);
    expect((await callRoute(allOrders, { url: "/api/orders/all", headers: before })).status).toBe(401);
    await expect(signIn(member.email, member.password, member.securityKey)).rejects.toMatchObject({ code: "staff-suspended" });
    await expect(signIn(member.email, member.password, "WRONG-KEY-123")).rejects.toMatchObject({ code: "invalid-login" });
    await update(member.id, { suspended: false });
    await expect(signIn(member.email, member.password, member.securityKey)).resolves.toMatchObject({ user: { role: "admin" } });
  });

  it("a removed member's account and sessions are gone", async () => {
    const member = await createTestUser({ role: "admin", staffRole: "content" });
    const before = await bearer(member);
    expect((await remove(member.id)).status).toBe(200);
    expect(await User.exists({ _id: member.id })).toBeNull();
    expect((await callRoute(allOrders, { url: "/api/orders/all", headers: before })).status).toBe(401);
    expect((await remove(member.id)).status).toBe(404);
  });

  it("never leaves the shop without an active owner: the last owner cannot be demoted, suspended or removed", async () => {
    for (const attempt of [() => update(owner.id, { staffRole: "manager" }), () => update(owner.id, { suspended: true }), () => remove(owner.id)]) {
      const { status, body } = await attempt();
      expect({ status, reason: body.reason }).toEqual({ status: 409, reason: "last-owner" });
    }
    expect(await User.findById(owner.id).lean()).toMatchObject({ staffRole: "owner", sessionVersion: 0 });
    expect((await User.findById(owner.id).lean())?.suspendedAt).toBeUndefined();
  });

  it("lets one of two owners step down; when both try at once an owner always stays", async () => {
    const second = await createTestUser({ role: "admin", staffRole: "owner" });
    await Promise.allSettled([updateStaffMember(owner.id, { staffRole: "manager" }, "a"), updateStaffMember(second.id, { staffRole: "manager" }, "b")]);
    expect(await User.countDocuments({ role: "admin", staffRole: "owner" })).toBeGreaterThanOrEqual(1);
    const stillOwner = (await User.findOne({ role: "admin", staffRole: "owner" }).lean())?._id.toString() ?? "";
    await User.updateOne({ _id: stillOwner === owner.id ? second.id : owner.id }, { $set: { staffRole: "owner" } });
    expect((await updateStaffMember(second.id, { staffRole: "manager" }, "a")).staffRole).toBe("manager");
    expect(await User.countDocuments({ role: "admin", staffRole: "owner" })).toBe(1);
  });

  it("is the owner's: a manager cannot invite, change or remove anyone", async () => {
    const manager = await bearerWithKey(await createTestUser({ role: "admin", staffRole: "manager" }));
    expect((await invite({ email: "x@example.com", staffRole: "owner" }, manager)).status).toBe(403);
    expect((await update(owner.id, { staffRole: "content" }, manager)).status).toBe(403);
    expect((await remove(owner.id, manager)).status).toBe(403);
    expect(await StaffInvitation.countDocuments()).toBe(0);
  });
});
