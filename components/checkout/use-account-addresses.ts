"use client";

import { useEffect, useState } from "react";
import { useSession } from "@/components/auth/session-store";
import type { SavedAddress } from "@/lib/account/schemas";
import { apiRequest } from "@/lib/api-client/api-client";

/**
 * The signed-in customer's saved addresses for checkout: undefined while that is being found out,
 * [] for a visitor, an admin, or when they cannot be read (checkout then works as for a guest).
 */
export function useAccountAddresses(): { addresses: SavedAddress[] | undefined; email: string | null } {
  const { data: session, status } = useSession();
  const customer = status === "authenticated" && !session.user.isAdmin;
  const [loaded, setLoaded] = useState<{ for: string; addresses: SavedAddress[] } | null>(null);
  const userId = customer ? session.user.id : null;

  useEffect(() => {
    if (!userId) return;
    let current = true;
    apiRequest<{ addresses: SavedAddress[] }>("/account/addresses")
      .then(({ addresses }) => current && setLoaded({ for: userId, addresses }))
      .catch(() => current && setLoaded({ for: userId, addresses: [] }));
    return () => {
      current = false;
    };
  }, [userId]);

  if (status === "loading") return { addresses: undefined, email: null };
  if (!userId) return { addresses: [], email: null };
  return { addresses: loaded?.for === userId ? loaded.addresses : undefined, email: session?.user.email ?? null };
}
