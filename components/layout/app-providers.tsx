import type { ReactNode } from "react";
import { AuthModalProvider } from "@/components/auth/auth-modal-context";
import { UnauthorizedListener } from "@/components/auth/unauthorized-listener";
import { CartProvider } from "@/components/cart/cart-provider";

/** Every app-wide provider, composed in one place so adding one is a one-line edit. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <CartProvider>
      <AuthModalProvider>
        {children}
        <UnauthorizedListener />
      </AuthModalProvider>
    </CartProvider>
  );
}
