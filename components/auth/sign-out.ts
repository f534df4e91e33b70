"use client";

import type { useRouter } from "next/navigation";
import { refreshSession } from "./session-store";

/**
 * Clears the session and goes to '/'. Navigation is ours rather than next-auth's, whose redirect
 * URL is built from NEXTAUTH_URL and would leave the site when that is unset or different.
 */
export async function signOutAndGoHome(router: ReturnType<typeof useRouter>): Promise<void> {
  try {
    const { signOut } = await import("next-auth/react");
    await signOut({ redirect: false });
  } catch (error) {
    console.error("Sign-out failed", error);
  } finally {
    void refreshSession();
    router.push("/");
    router.refresh();
  }
}
