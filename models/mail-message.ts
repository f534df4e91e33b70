import "server-only";
import mongoose, { Schema, type Model } from "mongoose";
import { modelOf } from "./model-of";

/**
 * queued: waiting for its next attempt; sending: claimed by a worker until `leaseUntil`;
 * sent: the SMTP server took it; failed: refused past the retry limit, for the owner to retry.
 */
export const MAIL_STATES = ["queued", "sending", "sent", "failed"] as const;
export type MailState = (typeof MAIL_STATES)[number];

/** One e-mail of the outbox (lib/mail/outbox.ts): recorded once per event, sent by the mail worker. */
export interface MailMessageRecord {
  _id: mongoose.Types.ObjectId;
  /** The event's idempotency key, e.g. `order:<id>:status:Shipped`: one message per event, ever. */
  key: string;
  kind: string;
  to: string;
  data: Record<string, unknown>;
  state: MailState;
  attempts: number;
  nextAttemptAt: Date;
  /** The claiming worker's token: every write of a claimed message is conditional on it. */
  claim?: string;
  leaseUntil?: Date;
  /** Set, under the claim, just before the message's last byte goes to the SMTP server. */
  handedOverAt?: Date;
  sentAt?: Date;
  /** A worker stopped after handing the message over and before it read the server's answer. */
  unconfirmed?: boolean;
  failedAt?: Date;
  lastError?: string;
  createdAt: Date;
  updatedAt: Date;
}

const mailMessageSchema = new Schema<MailMessageRecord>(
  {
    key: { type: String, required: true },
    kind: { type: String, required: true },
    to: { type: String, required: true, trim: true, lowercase: true },
    data: { type: Schema.Types.Mixed, default: {} },
    state: { type: String, enum: MAIL_STATES, default: "queued", required: true },
    attempts: { type: Number, default: 0, min: 0 },
    nextAttemptAt: { type: Date, required: true },
    claim: { type: String },
    leaseUntil: { type: Date },
    handedOverAt: { type: Date },
    sentAt: { type: Date },
    unconfirmed: { type: Boolean },
    failedAt: { type: Date },
    lastError: { type: String, maxlength: 1000 },
  },
  { timestamps: true, versionKey: false, minimize: false },
);

mailMessageSchema.index({ key: 1 }, { unique: true });
mailMessageSchema.index({ state: 1, nextAttemptAt: 1 });
mailMessageSchema.index({ state: 1, leaseUntil: 1 });
mailMessageSchema.index({ state: 1, failedAt: -1 });
// Sent messages are kept half a year, long past any relay or retry that could record their key again.
mailMessageSchema.index({ sentAt: 1 }, { expireAfterSeconds: 180 * 24 * 60 * 60 });

export const MailMessage: Model<MailMessageRecord> = modelOf("MailMessage", mailMessageSchema);
