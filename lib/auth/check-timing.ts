import "server-only";
import bcrypt from "bcryptjs";

/**
 * An unknown e-mail is refused without hashing anything, so a flood of made-up addresses costs
 * the server no CPU; to keep the answer from telling which e-mails have accounts, it comes as
 * late as a real password check would: the median of the last ones, waiting for a slot included.
 */
const KEPT = 25;
const recent: number[] = [];

function remember(ms: number): void {
  recent.push(ms);
  if (recent.length > KEPT) recent.shift();
}

// One check of a throwaway hash at start gives the first estimate.
{
  const started = performance.now();
  bcrypt.compareSync("scents-timing-calibration", bcrypt.hashSync("scents-timing-calibration-other", 10));
  remember(performance.now() - started);
}

/** Runs a password check and remembers how long it took. */
export async function timedCheck<T>(check: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await check();
  } finally {
    remember(performance.now() - started);
  }
}

/** How long a password check takes now: the median of the recent ones. */
export function typicalCheckMs(): number {
  const sorted = [...recent].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** Waits as long as a password check would take, without doing one. */
export function waitLikeACheck(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, typicalCheckMs()));
}
