import "server-only";
import { recordActivity } from "@/lib/activity/record-activity";
import { DomainError } from "@/lib/vocabulary/domain-error";
import { isStaffRole, STAFF_ROLE_LABELS } from "@/lib/vocabulary/staff-roles";
import { User, type UserRecord } from "@/models/user";
import { STAFF_MESSAGES, type StaffMemberUpdate, type StaffMemberView } from "./staff-schemas";

const memberNotFound = () => new DomainError("staff-member-not-found", "not-found", STAFF_MESSAGES.memberNotFound);
const lastOwner = () => new DomainError("last-owner", "conflict", STAFF_MESSAGES.lastOwner);

const ACTIVE_OWNER = { role: "admin", staffRole: "owner", suspendedAt: { $exists: false } } as const;

function toView(user: Pick<UserRecord, "_id" | "name" | "email" | "staffRole" | "suspendedAt" | "lastLoginAt">): StaffMemberView {
  return {
    id: user._id.toString(),
    name: user.name,
    email: user.email,
    staffRole: isStaffRole(user.staffRole) ? user.staffRole : null,
    suspended: Boolean(user.suspendedAt),
    lastLoginAt: user.lastLoginAt ? user.lastLoginAt.toISOString() : null,
  };
}

export async function listStaff(): Promise<StaffMemberView[]> {
  const members = await User.find({ role: "admin" }).select({ name: 1, email: 1, staffRole: 1, suspendedAt: 1, lastLoginAt: 1 }).sort({ name: 1 }).lean();
  return members.map(toView);
}

const isActiveOwner = (user: Pick<UserRecord, "staffRole" | "suspendedAt">) => user.staffRole === "owner" && !user.suspendedAt;

/**
 * The shop always keeps an active owner. Checked before a change (the usual case) and again after
 * it, when two owners demoting each other at once could both have passed the first check: the
 * change that left none is undone.
 */
async function keepingAnOwner(member: UserRecord, change: () => Promise<void>, undo: () => Promise<void>): Promise<void> {
  if (isActiveOwner(member) && (await User.countDocuments(ACTIVE_OWNER)) <= 1) throw lastOwner();
  await change();
  if ((await User.countDocuments(ACTIVE_OWNER)) === 0) {
    await undo();
    throw lastOwner();
  }
}

async function findMember(id: string): Promise<UserRecord> {
  const member = await User.findOne({ _id: id, role: "admin" }).lean();
  if (!member) throw memberNotFound();
  return member;
}

/**
 * A new role, or a suspension lifted or imposed. Either moves the member's session version on, so
 * their sessions end at once on every instance and the next one carries what they may now do.
 */
export async function updateStaffMember(id: string, update: StaffMemberUpdate, by: string, now = new Date()): Promise<StaffMemberView> {
  const member = await findMember(id);
  const set: Record<string, unknown> = {};
  const unset: Record<string, 1> = {};
  if (update.staffRole) set.staffRole = update.staffRole;
  if (update.suspended === true) set.suspendedAt = member.suspendedAt ?? now;
  if (update.suspended === false) unset.suspendedAt = 1;
  const loses = (update.staffRole !== undefined && update.staffRole !== "owner") || update.suspended === true;
  const apply = async () => {
    await User.updateOne({ _id: member._id, role: "admin" }, { $set: set, $unset: unset, $inc: { sessionVersion: 1 } });
  };
  const restore = async () => {
    await User.updateOne({ _id: member._id }, member.suspendedAt ? { $set: { staffRole: member.staffRole, suspendedAt: member.suspendedAt } } : { $set: { staffRole: member.staffRole }, $unset: { suspendedAt: 1 } });
  };
  if (loses) await keepingAnOwner(member, apply, restore);
  else await apply();
  const after = await findMember(id);
  if (update.staffRole && update.staffRole !== member.staffRole) {
    await recordActivity("staff-role-changed", `${by} made ${member.name} ${STAFF_ROLE_LABELS[update.staffRole]}`, id, by);
  }
  if (update.suspended !== undefined && update.suspended !== Boolean(member.suspendedAt)) {
    await recordActivity(update.suspended ? "staff-suspended" : "staff-restored", `${by} ${update.suspended ? "suspended" : "restored"} ${member.name}`, id, by);
  }
  return toView(after);
}

/** Removes a member's staff account; with it go their sessions, everywhere. */
export async function removeStaffMember(id: string, by: string): Promise<void> {
  const member = await findMember(id);
  await keepingAnOwner(
    member,
    async () => {
      await User.deleteOne({ _id: member._id, role: "admin" });
    },
    async () => {
      await User.collection.insertOne(member);
    },
  );
  await recordActivity("staff-removed", `${by} removed ${member.name} (${member.email}) from the staff`, id, by);
}
