import "server-only";
import bcrypt from "bcryptjs";
import { clientLimitKey, enforceRateLimit } from "@/lib/rate-limit/rate-limit";
import { isDuplicateKeyError } from "@/lib/vocabulary/duplicate-key";
import { User } from "@/models/user";
import type { SignedInUser } from "./credentials";
import { inHashSlot } from "./hash-slots";
import type { SignupInput } from "./schemas";
import { DomainError } from "@/lib/vocabulary/domain-error";

const emailTaken = () => new DomainError("email-taken", "conflict", EMAIL_TAKEN_MESSAGE);

export const EMAIL_TAKEN_MESSAGE = "An account with this email already exists";

// Enough for the many shoppers a mobile network puts behind one carrier address, too few to
// mass-create accounts; an e-mail address can hold only one account anyway.
export const SIGNUPS_PER_ADDRESS = { limit: 50, windowMs: 60 * 60 * 1000 };

/** Creates a customer account; admins are only ever made by `npm run create-admin`. */
export async function registerCustomer(input: SignupInput, clientAddress: string): Promise<SignedInUser> {
  await enforceRateLimit({ [clientLimitKey("signup", clientAddress)]: SIGNUPS_PER_ADDRESS }, "Too many sign-ups from this address. Please try again later.");
  if (await User.exists({ email: input.email })) throw emailTaken();
  try {
    const user = await User.create({
      name: input.name,
      email: input.email,
      role: "customer",
      passwordHash: await inHashSlot(() => bcrypt.hash(input.password, 10)),
      passwordChangedAt: new Date(),
      emailUnprovenSince: new Date(),
    });
    return { id: user._id.toString(), name: user.name, email: user.email, role: "customer" };
  } catch (error) {
    // Two sign-ups racing with one address: the unique index lets exactly one through.
    if (isDuplicateKeyError(error, "email")) throw emailTaken();
    throw error;
  }
}
