"use client";

import { useRouter } from "next/navigation";
import { signOutAndGoHome } from "@/components/auth/sign-out";
import { buttonClass } from "@/components/ui/button";

export function SignOutButton() {
  const router = useRouter();
  return (
    <button type="button" className={buttonClass("ghost")} onClick={() => void signOutAndGoHome(router)} data-testid="account-sign-out">
      Sign out
    </button>
  );
}
