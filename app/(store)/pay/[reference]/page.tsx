import { redirect } from "next/navigation";
import styles from "@/components/checkout/checkout.module.css";
import { PayLinkButton } from "@/components/pay/pay-link-button";
import { findPaymentLink } from "@/lib/checkout/draft-orders";
import { privatePageMetadata } from "@/lib/content/private-page";
import { connectToDatabase } from "@/lib/db/connect";
import { formatNaira } from "@/lib/money/naira";
import { cardPaymentMode } from "@/lib/payments/config";

export const dynamic = "force-dynamic";
export const metadata = privatePageMetadata("Pay for your order");

interface Props {
  params: Promise<{ reference: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** Where a payment link leads: the order it pays for and the way to pay; Paystack brings the buyer back here, to be verified. */
export default async function PayLinkPage({ params, searchParams }: Props) {
  const { reference } = await params;
  if ((await searchParams).reference === reference) redirect(`/payment-success?ref=${encodeURIComponent(reference)}`);
  await connectToDatabase();
  const link = await findPaymentLink(reference);
  const paystackUrl = link && cardPaymentMode().mode === "paystack" ? link.url : null;
  return (
    <div className={`container ${styles.page}`}>
      <h1>Pay for your order</h1>
      {!link ? (
        <p role="status">This payment link is not known. Please ask the shop for a new one.</p>
      ) : (
        <div data-testid="pay-link" data-state={link.state}>
          <p>Hello {link.buyer}, this is your order from Scents.</p>
          <ul>
            {link.items.map((item) => (
              <li key={item.name}>
                {item.quantity} × {item.name}, {formatNaira(item.price)}
              </li>
            ))}
          </ul>
          <p>
            Total (with tax and delivery): <strong data-testid="pay-link-amount">{formatNaira(link.amount)}</strong>
          </p>
          {link.state === "payable" ? <PayLinkButton reference={reference} amount={link.amount} paystackUrl={paystackUrl} /> : null}
          {link.state === "paid" ? <p role="status">This order is paid. Thank you!</p> : null}
          {link.state === "expired" ? <p role="status">This payment link has expired. Please ask the shop for a new one.</p> : null}
        </div>
      )}
    </div>
  );
}
