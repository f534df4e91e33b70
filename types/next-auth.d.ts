import type { DefaultSession } from "next-auth";
import type { UserRole } from "@/models/user";

declare module "next-auth" {
  interface Session {
    user: DefaultSession["user"] & { id: string; name: string; email: string; role: UserRole; isAdmin: boolean };
  }

  interface User {
    role?: UserRole;
    sessionVersion?: number;
  }
}

declare module "next-auth/jwt" {
  interface JWT {
    role?: UserRole;
    /** The account's session version when this session was issued. */
    sv?: number;
    /** The session's own id, kept while the cookie is renewed: a key given again covers this session only. */
    sid?: string;
  }
}
