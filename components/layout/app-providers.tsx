import type { ReactNode } from "react";
import { AuthProviders } from "@/components/auth/session-provider";
import { CartProvider } from "@/components/cart/cart-provider";

/** Every app-wide provider, composed in one place so adding one (e.g. the session) is a one-line edit. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <AuthProviders>
      <CartProvider>{children}</CartProvider>
    </AuthProviders>
  );
}
