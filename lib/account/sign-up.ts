import "server-only";
import type { SignedInUser } from "@/lib/auth/credentials";
import type { SignupInput } from "@/lib/auth/schemas";
import { registerCustomer } from "@/lib/auth/signup";
import { DomainError } from "@/lib/vocabulary/domain-error";
import { sendEmailProof } from "./send-email-proof";
import { offerTakeover } from "./signup-takeover";

export type SignUp = { outcome: "created"; user: SignedInUser } | { outcome: "confirm-by-email" };

/**
 * A sign-up: a new account, mailed its proof link at once (should that mail be lost, the account
 * page sends it again); or, when an account that never proved the address holds it, a link that
 * lets the signer take that account over.
 */
export async function signUp(input: SignupInput, clientAddress: string, now = new Date()): Promise<SignUp> {
  try {
    const user = await registerCustomer(input, clientAddress);
    await sendEmailProof(user.id, now);
    return { outcome: "created", user };
  } catch (error) {
    if (error instanceof DomainError && error.code === "email-taken" && (await offerTakeover(input, now))) return { outcome: "confirm-by-email" };
    throw error;
  }
}
