import "server-only";
import mongoose, { Schema, type InferSchemaType, type Model } from "mongoose";
import { EMAIL_MESSAGES, EMAIL_PATTERN } from "@/lib/vocabulary/identifiers";
import { DEFAULT_COUNTRY } from "@/lib/vocabulary/shipping-address";
import { STAFF_ROLES } from "@/lib/vocabulary/staff-roles";
import { modelOf } from "./model-of";

export const USER_ROLES = ["customer", "admin"] as const;
export type UserRole = (typeof USER_ROLES)[number];

const backupCodeSchema = new Schema(
  {
    codeHash: { type: String, required: true },
    usedAt: { type: Date },
  },
  { _id: false },
);

/** A customer's saved shipping address, checked by the shop's one shipping-address schema before it is stored. */
const savedAddressSchema = new Schema({
  fullName: { type: String, required: true, trim: true },
  address: { type: String, required: true, trim: true },
  city: { type: String, required: true, trim: true },
  state: { type: String, required: true, trim: true },
  country: { type: String, trim: true, default: DEFAULT_COUNTRY },
  postalCode: { type: String, trim: true, default: "" },
  phoneNumber: { type: String, trim: true, default: "" },
});

const userSchema = new Schema(
  {
    name: { type: String, required: [true, "Name is required"], trim: true, maxlength: 120 },
    email: {
      type: String,
      required: [true, EMAIL_MESSAGES.required],
      trim: true,
      lowercase: true,
      match: [EMAIL_PATTERN, EMAIL_MESSAGES.invalid],
      unique: true,
    },
    passwordHash: { type: String, required: true },
    // Set at sign-up until the account follows a link mailed to its address; accounts from before
    // sign-up proof have none and count as proven. Until then the account cannot join guest orders
    // or review, and a later sign-up that proves the address takes it over.
    emailUnprovenSince: { type: Date },
    role: { type: String, enum: USER_ROLES, default: "customer", required: true },
    // What an admin may do (lib/vocabulary/staff-roles.ts); an admin without one may do nothing.
    staffRole: { type: String, enum: STAFF_ROLES },
    // A suspended member cannot sign in; suspending also moves the session version on.
    suspendedAt: { type: Date },
    adminKeyHash: { type: String },
    backupCodes: { type: [backupCodeSchema], default: [] },
    backupCodesGeneratedAt: { type: Date },
    passwordChangedAt: { type: Date },
    adminKeyChangedAt: { type: Date },
    lastLoginAt: { type: Date },
    // Every session carries the version it was issued under; changing the password or the key
    // moves it on, which ends every other session of the account.
    sessionVersion: { type: Number, default: 0, min: 0 },
    // Kept in the account's own document, so the cap and the default change in one conditional update.
    addresses: { type: [savedAddressSchema], default: [] },
    // The chosen default; when unset or removed, the first saved address is the default.
    defaultAddress: { type: Schema.Types.ObjectId },
  },
  { timestamps: true },
);

userSchema.index({ role: 1 });
// The customer list reads the accounts changed since it last looked (lib/customers/customer-index.ts).
userSchema.index({ updatedAt: 1 });

export type UserRecord = InferSchemaType<typeof userSchema> & { _id: mongoose.Types.ObjectId };

export const User: Model<UserRecord> = modelOf("User", userSchema);
