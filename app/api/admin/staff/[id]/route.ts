import { idParams, route } from "@/lib/api/route";
import { removeStaffMember, updateStaffMember } from "@/lib/staff/members";
import { STAFF_MESSAGES, staffMemberUpdateSchema } from "@/lib/staff/staff-schemas";

export const dynamic = "force-dynamic";

const byId = idParams(STAFF_MESSAGES.memberNotFound);

/** A new role, or suspended or restored; either ends the member's sessions. */
export const PUT = route({ access: "staff", freshKey: true, params: byId, body: staffMemberUpdateSchema }, async ({ body, params, caller }) => ({
  success: true,
  message: STAFF_MESSAGES.updated,
  member: await updateStaffMember(params.id, body, caller.email),
}));

export const DELETE = route({ access: "staff", freshKey: true, params: byId }, async ({ params, caller }) => {
  await removeStaffMember(params.id, caller.email);
  return { success: true, message: STAFF_MESSAGES.removed };
});
