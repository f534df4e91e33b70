/** The refusal's reason when a sensitive action needs the security key given again (lib/auth/step-up.ts). */
export const KEY_REQUIRED = "key-required";
