"use client";

import type { Session } from "next-auth";
import { useSyncExternalStore } from "react";
import { whenIdle } from "@/components/ui/when-idle";

export type SessionState =
  | { status: "loading"; data: null }
  | { status: "authenticated"; data: Session }
  | { status: "unauthenticated"; data: null };

const LOADING: SessionState = { status: "loading", data: null };
const SIGNED_OUT: SessionState = { status: "unauthenticated", data: null };

let state: SessionState = LOADING;
let requested = false;
const listeners = new Set<() => void>();

/** Reads the session from next-auth's endpoint; every component showing it follows. */
export async function refreshSession(): Promise<void> {
  requested = true;
  try {
    const response = await fetch("/api/auth/session", { credentials: "same-origin", cache: "no-store" });
    const body = (response.ok ? await response.json() : {}) as Partial<Session>;
    state = body.user ? { status: "authenticated", data: body as Session } : SIGNED_OUT;
  } catch {
    state = SIGNED_OUT;
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!requested) {
    requested = true;
    whenIdle(() => void refreshSession());
  }
  return () => listeners.delete(listener);
}

/**
 * The visitor's session, shaped like next-auth's useSession, without next-auth's client on every
 * page: most visitors never sign in, so signing in and out load it when they are used.
 */
export function useSession(): SessionState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => LOADING,
  );
}
