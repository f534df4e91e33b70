"use client";

import { signOut } from "next-auth/react";
import type { useRouter } from "next/navigation";

/**
 * Clears the session and goes to '/'. Navigation is ours rather than next-auth's, whose redirect
 * URL is built from NEXTAUTH_URL and would leave the site when that is unset or different.
 */
export async function signOutAndGoHome(router: ReturnType<typeof useRouter>): Promise<void> {
  try {
    await signOut({ redirect: false });
  } catch (error) {
    console.error("Sign-out failed", error);
  } finally {
    router.push("/");
    router.refresh();
  }
}
