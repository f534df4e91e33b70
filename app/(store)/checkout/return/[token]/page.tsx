import { StorePage } from "@/components/layout/store-page";
import { CheckoutReturn } from "@/components/winback/checkout-return";
import { returningCheckout } from "@/lib/checkout/checkout-return";
import { privatePageMetadata } from "@/lib/content/private-page";

export const metadata = privatePageMetadata("Your checkout");

export const dynamic = "force-dynamic";

/** Where an abandoned-checkout reminder's link leads: the checkout again, priced today. */
export default async function CheckoutReturnPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const checkout = await returningCheckout(token);
  if (!checkout) {
    return (
      <StorePage eyebrow="Checkout" title="This link has expired">
        <p role="alert" data-testid="checkout-return-refused">
          Reminder links work for a week. Your bag may still be in this browser: open the cart, or start again from the shop.
        </p>
      </StorePage>
    );
  }
  return (
    <StorePage eyebrow="Checkout" title="Pick up where you left off" lede="Prices and stock are today's: a line that changed says so.">
      <CheckoutReturn checkout={checkout} />
    </StorePage>
  );
}
