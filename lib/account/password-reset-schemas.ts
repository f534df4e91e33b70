import { z } from "zod";
import { accountPassword } from "@/lib/auth/schemas";
import { emailSchema } from "@/lib/vocabulary/identifiers";

export const PASSWORD_RESET_MESSAGES = {
  /** Said for every address, with or without an account, so the answer tells no one who shops here. */
  sent: "If an account uses this e-mail, we have sent it a link to choose a new password. It works for one hour.",
  tooMany: "Several links have been asked for already. Please check your inbox, or try again in an hour.",
  linkInvalid: "This link is not valid. Ask for a new one from “Forgot password?” when you sign in.",
  linkExpired: "This link has expired: it works for one hour. Ask for a new one from “Forgot password?” when you sign in.",
  linkUsed: "This link has already been used. If you did not use it, ask for a new one from “Forgot password?”.",
  passwordsDoNotMatch: "Passwords do not match",
  done: "Your password is changed, and every device that was signed in is signed out. Sign in with your new password.",
} as const;

/** POST /api/account/password-reset: the "Forgot password?" form. */
export const passwordResetRequestSchema = z.object({ email: emailSchema() });
export type PasswordResetRequestInput = z.infer<typeof passwordResetRequestSchema>;

/** PUT /api/account/password-reset: the reset page, with the token from the e-mailed link; the password follows sign-up's rule. */
export const passwordResetSchema = z
  .object({
    token: z.string({ error: PASSWORD_RESET_MESSAGES.linkInvalid }).min(1, PASSWORD_RESET_MESSAGES.linkInvalid).max(1000, PASSWORD_RESET_MESSAGES.linkInvalid),
    password: accountPassword,
    confirmPassword: z.string({ error: PASSWORD_RESET_MESSAGES.passwordsDoNotMatch }).max(200, "Password is too long"),
  })
  .refine((form) => form.password === form.confirmPassword, { path: ["confirmPassword"], message: PASSWORD_RESET_MESSAGES.passwordsDoNotMatch });
export type PasswordResetInput = z.infer<typeof passwordResetSchema>;
