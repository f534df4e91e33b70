// Money is kept in integer kobo while it is computed and shown in naira. Stored prices are naira
// values that are exact to the kobo, so converting back never drifts.
//
// Amounts are written out by hand, to the letter of Intl's en-NG currency format: building an
// Intl.NumberFormat loads ICU's locale data, which costs a phone 60-110 ms of main thread during
// hydration of every storefront page that shows a price.

export type Kobo = number;

export function toKobo(naira: number): Kobo {
  return Math.round(naira * 100);
}

export function toNaira(kobo: Kobo): number {
  return kobo / 100;
}

export function formatNaira(naira: number): string {
  const sign = naira < 0 || Object.is(naira, -0) ? "-" : "";
  if (!Number.isFinite(naira)) return `${sign}₦${Number.isNaN(naira) ? "NaN" : "∞"}`;
  // Rounded from the amount's shortest decimal form, as Intl does: 2.675 is ₦2.68.
  const kobo = Math.round(Number((Math.abs(naira) * 100).toPrecision(15)));
  const whole = Math.floor(kobo / 100).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${sign}₦${whole}.${(kobo % 100).toString().padStart(2, "0")}`;
}

export function formatKobo(kobo: Kobo): string {
  return formatNaira(toNaira(kobo));
}

/** A naira amount the shop accepts: positive and exact to the kobo. */
export function isNairaAmount(value: number): boolean {
  return Number.isFinite(value) && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
}
