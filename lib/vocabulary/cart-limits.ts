/** The most distinct products one cart (and so one order, quote or stock check) holds. */
export const MAX_CART_LINES = 50;
export const CART_LINES_MESSAGE = `A cart holds at most ${MAX_CART_LINES} products`;
