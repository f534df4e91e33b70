import "server-only";
import { getServerSession } from "next-auth";
import { redirect } from "next/navigation";
import { authOptions } from "@/lib/auth/auth-options";

export interface AccountHolder {
  id: string;
  name: string;
  email: string;
}

/**
 * Who opens an account page: the signed-in customer, or null for a visitor (who is offered the
 * login). An admin's session is the shop's, not a shopper's: it goes to /admin.
 */
export async function accountHolder(): Promise<AccountHolder | null> {
  const session = await getServerSession(authOptions);
  if (!session?.user.id) return null;
  if (session.user.role === "admin") redirect("/admin");
  return { id: session.user.id, name: session.user.name, email: session.user.email };
}
