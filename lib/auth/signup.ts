import "server-only";
import bcrypt from "bcryptjs";
import { conflict } from "@/lib/http/errors";
import { isDuplicateKeyError } from "@/lib/vocabulary/duplicate-key";
import { User } from "@/models/user";
import type { SignedInUser } from "./credentials";
import type { SignupInput } from "./schemas";

export const EMAIL_TAKEN_MESSAGE = "An account with this email already exists";

/** Creates a customer account; admins are only ever made by `npm run create-admin`. */
export async function registerCustomer(input: SignupInput): Promise<SignedInUser> {
  if (await User.exists({ email: input.email })) throw conflict(EMAIL_TAKEN_MESSAGE);
  try {
    const user = await User.create({
      name: input.name,
      email: input.email,
      role: "customer",
      passwordHash: await bcrypt.hash(input.password, 10),
      passwordChangedAt: new Date(),
    });
    return { id: user._id.toString(), name: user.name, email: user.email, role: "customer" };
  } catch (error) {
    // Two sign-ups racing with one address: the unique index lets exactly one through.
    if (isDuplicateKeyError(error, "email")) throw conflict(EMAIL_TAKEN_MESSAGE);
    throw error;
  }
}
