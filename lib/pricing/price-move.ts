import { toKobo, toNaira } from "@/lib/money/naira";

/** How the owner moves many prices at once: by a percentage, by an amount of naira, or to one price. */
export const PRICE_MOVES = ["percent", "amount", "set"] as const;
export type PriceMoveKind = (typeof PRICE_MOVES)[number];

export interface PriceMove {
  kind: PriceMoveKind;
  value: number;
}

/** A price after the move, to the kobo (half a kobo up); null when it would be no price at all (₦0 or less). */
export function movedPrice(price: number, move: PriceMove): number | null {
  const kobo = move.kind === "percent" ? Math.round(toKobo(price) * (1 + move.value / 100)) : move.kind === "amount" ? toKobo(price) + toKobo(move.value) : toKobo(move.value);
  return kobo > 0 ? toNaira(kobo) : null;
}
