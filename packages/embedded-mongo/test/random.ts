/** A small deterministic generator for the property tests, so a failure can be replayed. */
export function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}
