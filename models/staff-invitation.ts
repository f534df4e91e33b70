import "server-only";
import { Schema, type InferSchemaType, type Model } from "mongoose";
import { STAFF_ROLES } from "@/lib/vocabulary/staff-roles";
import { modelOf } from "./model-of";

/**
 * An invitation to join the staff, waiting to be accepted. Its id is the signed link's nonce, so
 * the link works while its record is here and accepting deletes it: a link is followed once.
 */
const staffInvitationSchema = new Schema(
  {
    _id: { type: String, required: true },
    email: { type: String, required: true, lowercase: true, trim: true },
    staffRole: { type: String, enum: STAFF_ROLES, required: true },
    invitedBy: { type: String, required: true },
    expiresAt: { type: Date, required: true },
  },
  { versionKey: false, timestamps: { createdAt: true, updatedAt: false } },
);

// Past its time the link is refused on its own, so its record can go.
staffInvitationSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });

export type StaffInvitationRecord = InferSchemaType<typeof staffInvitationSchema>;

export const StaffInvitation: Model<StaffInvitationRecord> = modelOf("StaffInvitation", staffInvitationSchema);
