"use client";

import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useState, type ReactNode } from "react";

// Loaded when first opened: the modal and its validation (zod) stay out of every page's first load.
// React's lazy rather than next/dynamic, whose loader would itself join every page's first load.
const AuthModal = lazy(() => import("./auth-modal").then((module) => ({ default: module.AuthModal })));

export type AuthMode = "login" | "signup";

interface AuthModalState {
  open: boolean;
  mode: AuthMode;
  /** The path the modal was opened from: where success returns to. */
  origin: string;
}

interface AuthModalApi {
  openAuthModal: (options?: { mode?: AuthMode; origin?: string }) => void;
}

const AuthModalContext = createContext<AuthModalApi | null>(null);

/** The auth-modal flag of the spec, as app-wide state any component can turn on. */
export function AuthModalProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthModalState>({ open: false, mode: "login", origin: "/" });
  const openAuthModal = useCallback<AuthModalApi["openAuthModal"]>((options = {}) => {
    setState({ open: true, mode: options.mode ?? "login", origin: options.origin ?? window.location.pathname });
  }, []);
  const api = useMemo(() => ({ openAuthModal }), [openAuthModal]);
  return (
    <AuthModalContext.Provider value={api}>
      {children}
      {state.open ? (
        <Suspense fallback={null}>
          <AuthModal initialMode={state.mode} origin={state.origin} onDone={() => setState((current) => ({ ...current, open: false }))} />
        </Suspense>
      ) : null}
    </AuthModalContext.Provider>
  );
}

export function useAuthModal(): AuthModalApi {
  const api = useContext(AuthModalContext);
  if (!api) throw new Error("useAuthModal must be used within an AuthModalProvider");
  return api;
}
