import "server-only";
import bcrypt from "bcryptjs";
import { recordActivity } from "@/lib/activity/record-activity";
import { signedTokens } from "@/lib/auth/signed-token";
import { recordMessage } from "@/lib/mail/outbox";
import { DomainError } from "@/lib/vocabulary/domain-error";
import { isDuplicateKeyError } from "@/lib/vocabulary/duplicate-key";
import { STAFF_ROLE_LABELS } from "@/lib/vocabulary/staff-roles";
import { StaffInvitation } from "@/models/staff-invitation";
import { User } from "@/models/user";
import { STAFF_MESSAGES, type StaffInvitationView, type StaffInviteInput, type StaffJoinInput } from "./staff-schemas";

/** How long an invitation link works. */
export const STAFF_INVITATION_TTL_MS = 72 * 60 * 60 * 1000;

const tokens = signedTokens("staff-invitation", { longestPayload: 600 });

const addressTaken = () => new DomainError("address-taken", "conflict", STAFF_MESSAGES.addressTaken, "email");
const linkNotValid = () => new DomainError("invitation-not-valid", "not-found", STAFF_MESSAGES.linkNotValid);

/**
 * Records the invitation, then mails its link through the outbox. The record is what makes the
 * link work: it is written first, so a crash before the mail leaves an invitation the owner sees
 * and sends again, never a working link no one can withdraw.
 */
export async function inviteStaff(input: StaffInviteInput, invitedBy: string, now = new Date()): Promise<StaffInvitationView> {
  if (await User.exists({ email: input.email })) throw addressTaken();
  const expiresAt = new Date(now.getTime() + STAFF_INVITATION_TTL_MS);
  const { token, nonce } = tokens.issueLink({ e: input.email }, expiresAt);
  await StaffInvitation.create({ _id: nonce, email: input.email, staffRole: input.staffRole, invitedBy, expiresAt });
  await recordMessage(
    {
      key: `staff-invitation:${nonce}`,
      to: input.email,
      kind: "staff-invitation",
      data: { invitedBy, roleLabel: STAFF_ROLE_LABELS[input.staffRole], token, expiresAt: expiresAt.toISOString() },
    },
    now,
  );
  await recordActivity("staff-invited", `${invitedBy} invited ${input.email} as ${STAFF_ROLE_LABELS[input.staffRole]}`, undefined, invitedBy);
  return { id: nonce, email: input.email, staffRole: input.staffRole, invitedBy, expiresAt: expiresAt.toISOString() };
}

export async function pendingInvitations(now = new Date()): Promise<StaffInvitationView[]> {
  const invitations = await StaffInvitation.find({ expiresAt: { $gt: now } }).sort({ expiresAt: 1 }).lean();
  return invitations.map((invitation) => ({
    id: invitation._id,
    email: invitation.email,
    staffRole: invitation.staffRole,
    invitedBy: invitation.invitedBy,
    expiresAt: invitation.expiresAt.toISOString(),
  }));
}

/**
 * The invited person joins: the link's record is taken in one delete, so a link is followed once
 * however many times it is sent; the account gets the role the owner chose, read from the record.
 */
export async function acceptStaffInvitation(input: StaffJoinInput, now = new Date()): Promise<{ email: string }> {
  const read = tokens.read(input.token, now);
  if (typeof read === "string" || typeof read.claims.e !== "string") throw linkNotValid();
  // Hashed before the link is spent, so a slow hash cannot leave a spent link and no account.
  const [passwordHash, adminKeyHash] = await Promise.all([bcrypt.hash(input.password, 10), bcrypt.hash(input.securityKey, 10)]);
  const invitation = await StaffInvitation.findOneAndDelete({ _id: read.nonce, email: read.claims.e, expiresAt: { $gt: now } }).lean();
  if (!invitation) throw linkNotValid();
  try {
    await User.create({
      name: input.name,
      email: invitation.email,
      role: "admin",
      staffRole: invitation.staffRole,
      passwordHash,
      adminKeyHash,
      passwordChangedAt: now,
      adminKeyChangedAt: now,
    });
  } catch (error) {
    if (isDuplicateKeyError(error)) throw addressTaken();
    throw error;
  }
  await recordActivity("staff-joined", `${input.name} (${invitation.email}) joined as ${STAFF_ROLE_LABELS[invitation.staffRole]}`, undefined, invitation.email);
  return { email: invitation.email };
}
