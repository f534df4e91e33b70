/** How long an abandoned checkout, with the shopper's address, is kept: long enough to remind and to count what came back. */
export const ABANDONED_CHECKOUT_KEPT_DAYS = 30;
