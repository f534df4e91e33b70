"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { UNAUTHORIZED, unauthorizedCalls } from "@/lib/api-client/unauthorized";
import { signOutAndGoHome } from "./sign-out";

/** The spec's 401 rule: an API answer of 401 clears the session and goes to '/'. */
export function UnauthorizedListener() {
  const router = useRouter();
  useEffect(() => {
    const onUnauthorized = () => void signOutAndGoHome(router);
    unauthorizedCalls.addEventListener(UNAUTHORIZED, onUnauthorized);
    return () => unauthorizedCalls.removeEventListener(UNAUTHORIZED, onUnauthorized);
  }, [router]);
  return null;
}
