import { route } from "@/lib/api/route";
import { acceptStaffInvitation } from "@/lib/staff/invitations";
import { STAFF_MESSAGES, staffJoinSchema } from "@/lib/staff/staff-schemas";

export const dynamic = "force-dynamic";

/** Public: the invitation's signed, single-use token is the caller's only credential. */
export const POST = route({ body: staffJoinSchema }, async ({ body }) => ({ success: true, message: STAFF_MESSAGES.joined, ...(await acceptStaffInvitation(body)) }));
