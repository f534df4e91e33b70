import { useSyncExternalStore } from "react";

const subscribeNothing = () => () => {};

/**
 * Whether this page's script is running: false in the server's HTML and while it hydrates. A
 * button that works only with the script waits, disabled, until then: a press before it would do
 * nothing, and on slow mobile data that is seconds.
 */
export function useScriptRunning(): boolean {
  return useSyncExternalStore(subscribeNothing, () => true, () => false);
}
