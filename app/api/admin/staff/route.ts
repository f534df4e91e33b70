import { route } from "@/lib/api/route";
import { inviteStaff, pendingInvitations } from "@/lib/staff/invitations";
import { listStaff } from "@/lib/staff/members";
import { STAFF_MESSAGES, staffInviteSchema } from "@/lib/staff/staff-schemas";

export const dynamic = "force-dynamic";

/** The staff and the invitations not yet accepted. */
export const GET = route({ access: "staff" }, async () => ({ success: true, members: await listStaff(), invitations: await pendingInvitations() }));

export const POST = route({ access: "staff", freshKey: true, body: staffInviteSchema }, async ({ body, caller }) => ({
  success: true,
  message: STAFF_MESSAGES.invited,
  invitation: await inviteStaff(body, caller.email),
}));
