import "server-only";
import { expiringKeyModel } from "./expiring-key";

/**
 * A session's security key given again: sensitive actions need one no older than ten minutes.
 * Keyed `<userId>:<session id>`, so another session of the account must give the key itself.
 */
export const StepUp = expiringKeyModel("StepUp");
