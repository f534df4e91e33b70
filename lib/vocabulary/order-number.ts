/** `ORD-` and 10 capitals or digits (spec). */
export const ORDER_NUMBER_PREFIX = "ORD-";
export const ORDER_NUMBER_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
export const ORDER_NUMBER_LENGTH = 10;
export const ORDER_NUMBER_PATTERN = new RegExp(`^${ORDER_NUMBER_PREFIX}[A-Z0-9]{${ORDER_NUMBER_LENGTH}}$`);
export const ORDER_NUMBER_EXAMPLE = "ORD-HHGVV3TQRQ";

export function isOrderNumber(value: string): boolean {
  return ORDER_NUMBER_PATTERN.test(value);
}

/** Strips markup brackets and trims: the tracking inputs are sanitised (spec). */
export const sanitiseText = (value: string) => value.replace(/[<>]/g, "").trim();

/** Where an order is followed: the tracking page, opened on this order. */
export function trackingPath(orderNumber: string): string {
  return `/order-tracking?id=${encodeURIComponent(orderNumber)}`;
}
