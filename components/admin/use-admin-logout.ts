"use client";

import { signOut } from "next-auth/react";
import { useRouter } from "next/navigation";
import { useCallback, useState } from "react";
import { refreshSession } from "@/components/auth/session-store";
import { adminLoginUrl } from "@/lib/admin/return-path";

/** Signs out and goes to /admin/login, replacing history; a failed sign-out still navigates. */
export function useAdminLogout() {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const logout = useCallback(async () => {
    setBusy(true);
    try {
      await signOut({ redirect: false });
    } catch (error) {
      console.error("Logout failed", error);
    } finally {
      void refreshSession();
      router.replace(adminLoginUrl(undefined, "logged-out"));
      router.refresh();
    }
  }, [router]);
  return { logout, busy };
}
