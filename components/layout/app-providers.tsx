import type { ReactNode } from "react";
import { AuthModalProvider } from "@/components/auth/auth-modal-context";
import { UnauthorizedListener } from "@/components/auth/unauthorized-listener";
import { CartProvider } from "@/components/cart/cart-provider";
import { Notifications } from "@/components/ui/notifications";

/** Every app-wide provider (the notification region among them: one for the storefront and the admin), composed in one place so adding one is a one-line edit. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <CartProvider>
      <Notifications>
        <AuthModalProvider>
          {children}
          <UnauthorizedListener />
        </AuthModalProvider>
      </Notifications>
    </CartProvider>
  );
}
