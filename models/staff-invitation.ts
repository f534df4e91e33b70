import "server-only";
import type { InferSchemaType, Model } from "mongoose";
import { STAFF_ROLES } from "@/lib/vocabulary/staff-roles";
import { linkRecordSchema } from "./link-record";
import { modelOf } from "./model-of";

/** An invitation to join the staff, waiting to be accepted: accepting deletes it, so its link is followed once. */
const staffInvitationSchema = linkRecordSchema({
  staffRole: { type: String, enum: STAFF_ROLES, required: true },
  invitedBy: { type: String, required: true },
});

export type StaffInvitationRecord = InferSchemaType<typeof staffInvitationSchema>;

export const StaffInvitation: Model<StaffInvitationRecord> = modelOf("StaffInvitation", staffInvitationSchema);
