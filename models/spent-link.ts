import "server-only";
import { expiringKeyModel } from "./expiring-key";

/**
 * Single-use links that have been followed, by their random nonce, kept until they would have
 * expired anyway so none can be followed twice; past its expiry a link is refused on its own.
 */
export const SpentLink = expiringKeyModel("SpentLink");
