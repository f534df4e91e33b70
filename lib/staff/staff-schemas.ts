import { z } from "zod";
import { adminEmail, adminName, newAdminKey, newAdminPassword } from "@/lib/admin/account-schemas";
import { STAFF_ROLES } from "@/lib/vocabulary/staff-roles";

export const STAFF_MESSAGES = {
  roleRequired: "Choose a role",
  invited: "Invitation sent.",
  updated: "Staff member updated.",
  removed: "Staff member removed.",
  lastOwner: "The shop needs an owner: make someone else owner first.",
  memberNotFound: "Staff member not found",
  addressTaken: "This address already has an account. Staff sign in with an address of their own, apart from any customer account.",
  linkNotValid: "This invitation link is not valid, has been used, or has expired. Ask the owner for a new one.",
  joined: "Welcome to the team. Sign in with your e-mail, password and security key.",
} as const;

const staffRole = z.enum(STAFF_ROLES, { error: STAFF_MESSAGES.roleRequired });

/** POST /api/admin/staff: the owner invites someone by e-mail, with the role they will have. */
export const staffInviteSchema = z.object({ email: adminEmail, staffRole });
export type StaffInviteInput = z.infer<typeof staffInviteSchema>;

/** PUT /api/admin/staff/[id]: a new role, or suspended or not. */
export const staffMemberUpdateSchema = z
  .object({ staffRole: staffRole.optional(), suspended: z.boolean({ error: "Suspended must be true or false" }).optional() })
  .refine((update) => update.staffRole !== undefined || update.suspended !== undefined, { message: "Give a role or whether the member is suspended", path: ["staffRole"] });
export type StaffMemberUpdate = z.infer<typeof staffMemberUpdateSchema>;

/** POST /api/staff/join: the invited person accepts with the link's token, a name, a password and a security key. */
export const staffJoinSchema = z.object({
  token: z.string({ error: STAFF_MESSAGES.linkNotValid }).min(1, STAFF_MESSAGES.linkNotValid).max(2000, STAFF_MESSAGES.linkNotValid),
  name: adminName,
  password: newAdminPassword,
  securityKey: newAdminKey,
});
export type StaffJoinInput = z.infer<typeof staffJoinSchema>;

export interface StaffMemberView {
  id: string;
  name: string;
  email: string;
  staffRole: (typeof STAFF_ROLES)[number] | null;
  suspended: boolean;
  lastLoginAt: string | null;
}

export interface StaffInvitationView {
  id: string;
  email: string;
  staffRole: (typeof STAFF_ROLES)[number];
  invitedBy: string;
  expiresAt: string;
}
