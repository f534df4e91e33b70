import type { Metadata } from "next";
import Link from "next/link";
import formStyles from "@/components/admin/form.module.css";
import { DraftOrderForm } from "@/components/admin/draft-orders/draft-order-form";
import styles from "@/components/admin/orders/orders.module.css";
import { requireAdminPage } from "@/lib/admin/require-admin";
import { getStoreSettings } from "@/lib/settings/store-settings";
import { isObjectId } from "@/lib/vocabulary/identifiers";
import { User } from "@/models/user";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "New order" };

interface Props {
  searchParams: Promise<{ customer?: string | string[] }>;
}

/** A sale made off the website, written by the owner as a draft; from a customer's page it starts with that customer. */
export default async function NewDraftOrderPage({ searchParams }: Props) {
  await requireAdminPage("orders:status");
  const wanted = (await searchParams).customer;
  const customerId = typeof wanted === "string" && isObjectId(wanted) ? wanted : null;
  const [settings, customer] = await Promise.all([getStoreSettings(), customerId ? User.findById(customerId, { name: 1, email: 1, addresses: 1 }).lean() : null]);
  return (
    <>
      <p className={styles.back}>
        <Link href="/admin/orders">← All orders</Link>
      </p>
      <h1 className={formStyles.pageTitle}>New order</h1>
      <DraftOrderForm
        methods={settings.shippingMethods.map((method) => ({ id: method.id, name: method.name, kind: method.kind }))}
        start={{ customer: customer ? { id: String(customer._id), name: customer.name, phone: customer.addresses?.[0]?.phoneNumber ?? "", email: customer.email } : { id: null, name: "", phone: "", email: "" } }}
      />
    </>
  );
}
