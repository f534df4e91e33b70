import { privatePageMetadata } from "@/lib/content/private-page";
import { getServerSession } from "next-auth";
import Link from "next/link";
import { redirect } from "next/navigation";
import { AdminLoginForm } from "@/components/admin/admin-login-form";
import { adminLoginNotice, safeAdminReturnPath } from "@/lib/admin/return-path";
import { authOptions } from "@/lib/auth/auth-options";
import { CONTACT_DETAILS } from "@/lib/content/contact-details";
import styles from "./login.module.css";

export const dynamic = "force-dynamic";

export const metadata = privatePageMetadata("Admin Login");

interface Props {
  searchParams: Promise<{ from?: string | string[]; reason?: string | string[] }>;
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export default async function AdminLoginPage({ searchParams }: Props) {
  const params = await searchParams;
  const from = first(params.from);
  const returnPath = safeAdminReturnPath(from);
  const session = await getServerSession(authOptions);
  if (session?.user.role === "admin") redirect(returnPath);

  return (
    <main className={styles.page}>
      <div className={styles.panel}>
        <h1 className={styles.title}>Admin Login</h1>
        <p className={styles.lead}>Sign in with your e-mail, password and admin security key.</p>
        {from && returnPath !== "/admin" ? (
          <p className={styles.required} data-testid="admin-required-for">
            Admin access required for <code>{returnPath}</code>
          </p>
        ) : null}
        <AdminLoginForm returnPath={returnPath} notice={adminLoginNotice(first(params.reason))} />
        <footer className={styles.footer}>
          <p>
            Need help? Contact <a href={`mailto:${CONTACT_DETAILS.email}`}>{CONTACT_DETAILS.email}</a>
          </p>
          <p>
            <Link href="/">View store</Link>
          </p>
        </footer>
      </div>
    </main>
  );
}
