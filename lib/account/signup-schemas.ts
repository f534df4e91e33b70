import { z } from "zod";

export const SIGNUP_TAKEOVER_MESSAGES = {
  sent: "An account that never confirmed this e-mail uses it. We have sent the address a link: follow it to make the account yours, with the password you chose.",
  tooMany: "Several links have been sent to this e-mail already. Please check your inbox, or try again in an hour.",
  linkInvalid: "This link is not valid. Please use the link in your e-mail as it was sent.",
  linkExpired: "This link has expired: it works for a day. Sign up again to get a new one.",
  linkUsed: "This link has already been used. Log in with the e-mail and the password you chose.",
  proven: "This e-mail was confirmed by its account in the meantime. Log in, or use “Forgot password?”.",
  done: "Your account is ready. Log in with the e-mail and the password you chose.",
} as const;

/** POST /api/signup/confirm: the token from the sign-up's e-mailed link. */
export const signupConfirmSchema = z.object({
  token: z.string({ error: SIGNUP_TAKEOVER_MESSAGES.linkInvalid }).min(1, SIGNUP_TAKEOVER_MESSAGES.linkInvalid).max(1000, SIGNUP_TAKEOVER_MESSAGES.linkInvalid),
});
