"use client";

import { SessionProvider } from "next-auth/react";
import { useRouter } from "next/navigation";
import { useEffect, type ReactNode } from "react";
import { setUnauthorizedHandler } from "@/lib/api-client/api-client";
import { AuthModalProvider } from "./auth-modal-context";
import { signOutAndGoHome } from "./sign-out";

/**
 * The session for client components, the auth modal, and the spec's 401 rule: an API answer of
 * 401 clears the session and goes to '/'.
 */
export function AuthProviders({ children }: { children: ReactNode }) {
  const router = useRouter();
  useEffect(() => {
    setUnauthorizedHandler(() => void signOutAndGoHome(router));
    return () => setUnauthorizedHandler(null);
  }, [router]);
  return (
    <SessionProvider refetchOnWindowFocus={false}>
      <AuthModalProvider>{children}</AuthModalProvider>
    </SessionProvider>
  );
}
