import "server-only";
import mongoose, { Schema, type InferSchemaType, type Model } from "mongoose";
import { pendingMailSchema } from "./pending-mail";
import { modelOf } from "./model-of";

/** A message sent through the contact form, kept for the shop to answer. */
const contactMessageSchema = new Schema(
  {
    name: { type: String, required: true, trim: true, maxlength: 100 },
    email: { type: String, required: true, trim: true, lowercase: true, maxlength: 254 },
    message: { type: String, required: true, trim: true, maxlength: 5000 },
    // Where it came from, for spotting abuse; never shown on the storefront.
    clientAddress: { type: String, maxlength: 100 },
    // Whether the admin has marked it read on the messages screen.
    read: { type: Boolean, default: false },
    // The owner's alert, until the mail relay has moved it to the outbox.
    mail: { type: [pendingMailSchema], default: [] },
  },
  { timestamps: true, versionKey: false },
);

contactMessageSchema.index({ createdAt: -1 });
contactMessageSchema.index({ "mail.event": 1 }, { sparse: true });

export type ContactMessageRecord = InferSchemaType<typeof contactMessageSchema> & { _id: mongoose.Types.ObjectId };

export const ContactMessage: Model<ContactMessageRecord> = modelOf("ContactMessage", contactMessageSchema);
