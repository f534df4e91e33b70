import { privatePageMetadata } from "@/lib/content/private-page";
import { StaffJoinForm } from "@/components/admin/staff/staff-join-form";
import styles from "../login/login.module.css";

export const dynamic = "force-dynamic";

export const metadata = privatePageMetadata("Join the Team");

interface Props {
  searchParams: Promise<{ token?: string | string[] }>;
}

/** Where an invitation's link lands: the new member chooses a password and a security key. */
export default async function StaffJoinPage({ searchParams }: Props) {
  const { token } = await searchParams;
  return (
    <main className={styles.page}>
      <div className={styles.panel}>
        <h1 className={styles.title}>Join the Team</h1>
        <p className={styles.lead}>Choose your name, a password and a security key. You will sign in to the admin panel with all three.</p>
        <StaffJoinForm token={(Array.isArray(token) ? token[0] : token) ?? ""} />
      </div>
    </main>
  );
}
