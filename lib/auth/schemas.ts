import { z } from "zod";
import { emailSchema } from "@/lib/vocabulary/identifiers";

export const MIN_PASSWORD_LENGTH = 6;

/** A password as sign-up sets it, the login forms take it and the account page changes it. */
export const accountPassword = z
  .string({ error: "Password is required" })
  .min(1, "Password is required")
  .max(200, "Password is too long")
  .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`);

/** The auth modal's Login mode and customer sign-in. */
export const customerLoginSchema = z.object({
  email: emailSchema(),
  password: accountPassword,
});
export type CustomerLoginInput = z.infer<typeof customerLoginSchema>;

/** The auth modal's Sign Up mode and POST /api/signup. */
export const signupSchema = z.object({
  name: z.string({ error: "Full name is required" }).trim().min(1, "Full name is required").max(120, "Full name is too long"),
  email: emailSchema(),
  password: accountPassword,
});
export type SignupInput = z.infer<typeof signupSchema>;

/** /admin/login: the security key field also takes an unused backup code. */
export const adminLoginSchema = z.object({
  email: emailSchema({ invalid: "Please enter a valid email address" }),
  password: accountPassword,
  securityKey: z.string({ error: "Admin key is required" }).trim().min(1, "Admin key is required").max(200, "Admin key is too long"),
});
export type AdminLoginInput = z.infer<typeof adminLoginSchema>;

/**
 * POST /api/login, the spec's contract: {email, password} signs a customer in, and with
 * securityKey it is an admin login. Password length is not checked here: a stored password is
 * whatever it was when it was set, and a wrong one gets the same answer as any other.
 */
export const apiLoginSchema = z.object({
  email: emailSchema(),
  password: z.string({ error: "Password is required" }).min(1, "Password is required").max(200, "Password is too long"),
  securityKey: z.string().trim().max(200, "Admin key is too long").optional(),
});
export type ApiLoginInput = z.infer<typeof apiLoginSchema>;
