import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";

interface PendingSignIn {
  deviceCookie: string | null;
}

const pending = new AsyncLocalStorage<PendingSignIn>();

/**
 * next-auth's credentials sign-in cannot set cookies of its own; the device cookie of a
 * successful sign-in is handed out here and added to next-auth's answer by its route.
 */
export async function withSignInCookie(run: () => Promise<Response>): Promise<{ response: Response; deviceCookie: string | null }> {
  const state: PendingSignIn = { deviceCookie: null };
  const response = await pending.run(state, run);
  return { response, deviceCookie: state.deviceCookie };
}

/** Called by sign-in when credentials were right. */
export function handOutDeviceCookie(value: string): void {
  const state = pending.getStore();
  if (state) state.deviceCookie = value;
}
