// Money is kept in integer kobo while it is computed and shown in naira. Stored prices are naira
// values that are exact to the kobo, so converting back never drifts.
const nairaFormat = new Intl.NumberFormat("en-NG", { style: "currency", currency: "NGN" });

export type Kobo = number;

export function toKobo(naira: number): Kobo {
  return Math.round(naira * 100);
}

export function toNaira(kobo: Kobo): number {
  return kobo / 100;
}

export function formatNaira(naira: number): string {
  return nairaFormat.format(naira);
}

export function formatKobo(kobo: Kobo): string {
  return nairaFormat.format(toNaira(kobo));
}

/** A naira amount the shop accepts: positive and exact to the kobo. */
export function isNairaAmount(value: number): boolean {
  return Number.isFinite(value) && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
}
