import "server-only";
import { DomainError } from "@/lib/vocabulary/domain-error";

/**
 * Password hashing (bcrypt) is the one costly thing a stranger can make the server do at will.
 * It runs at most HASH_SLOTS at a time, so a flood of logins waits its turn instead of starving
 * page rendering; known devices go first; past HASH_QUEUE_LIMIT waiting, a login is refused with
 * "too many" at once rather than queued for ever.
 */
export const HASH_SLOTS = 2;
export const HASH_QUEUE_LIMIT = 64;

type Waiter = () => void;
const waiting: { first: Waiter[]; rest: Waiter[] } = { first: [], rest: [] };
let running = 0;

function next(): void {
  const waiter = waiting.first.shift() ?? waiting.rest.shift();
  if (waiter) waiter();
  else running -= 1;
}

/** Runs `work` in one of the hashing slots; `first` puts it ahead of strangers' work. */
export async function inHashSlot<T>(work: () => Promise<T>, options: { first?: boolean } = {}): Promise<T> {
  if (running < HASH_SLOTS) {
    running += 1;
  } else {
    const queue = options.first ? waiting.first : waiting.rest;
    if (waiting.first.length + waiting.rest.length >= HASH_QUEUE_LIMIT && !options.first) {
      throw new DomainError("sign-in-busy", "too-many", "Too many sign-in attempts right now. Please try again in a few seconds.", undefined, { retryAfterSeconds: 5 });
    }
    // The slot is handed over by next(), so `running` stays counted for this caller.
    await new Promise<void>((resolve) => queue.push(resolve));
  }
  try {
    return await work();
  } finally {
    next();
  }
}
