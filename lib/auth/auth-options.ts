import "server-only";
import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { clientAddress } from "@/lib/http/client-address";
import { USER_ROLES } from "@/models/user";
import { currentAdmin, customerSessionStands } from "./admin-standing";
import { deviceCookieFrom } from "./device-cookie";
import { handOutDeviceCookie } from "./sign-in-cookie";
import { SIGN_IN_INCORRECT_MESSAGE, verifyCredentials, type CredentialsInput } from "./credentials";
import { authSecret } from "./secret";
import { sessionClaims, SESSION_MAX_AGE_SECONDS } from "./session-token";
import { DomainError } from "@/lib/vocabulary/domain-error";
import { joinGuestSavedList } from "@/lib/saved-items/saved-items";

type HeaderBag = Parameters<typeof clientAddress>[0];

function cookieHeader(headers: HeaderBag): string | undefined {
  const value = headers instanceof Headers ? headers.get("cookie") : headers.cookie;
  return (Array.isArray(value) ? value[0] : value) ?? undefined;
}

async function authorize(input: CredentialsInput, headers: HeaderBag | undefined, shopperWords = false) {
  try {
    const { user, deviceCookie } = await verifyCredentials(input, {
      address: headers ? clientAddress(headers) : "unknown",
      deviceCookie: headers ? deviceCookieFrom(cookieHeader(headers)) : undefined,
    });
    handOutDeviceCookie(deviceCookie);
    return { id: user.id, name: user.name, email: user.email, role: user.role, sessionVersion: user.sessionVersion };
  } catch (error) {
    // next-auth hands a thrown message to signIn() as result.error; the forms show it as is.
    if (error instanceof DomainError) throw new Error(shopperWords && error.code === "invalid-login" ? SIGN_IN_INCORRECT_MESSAGE : error.message);
    throw error;
  }
}

export const authOptions: NextAuthOptions = {
  secret: authSecret(),
  session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS },
  jwt: { maxAge: SESSION_MAX_AGE_SECONDS },
  pages: { signIn: "/admin/login" },
  providers: [
    CredentialsProvider({
      id: "customer",
      name: "Customer",
      // `saved`: the guest's saved-for-later list (JSON), joined to the account as it signs in.
      credentials: { email: { label: "Email", type: "email" }, password: { label: "Password", type: "password" }, saved: { label: "Saved for later", type: "hidden" } },
      authorize: async (credentials, request) => {
        const user = await authorize({ email: credentials?.email ?? "", password: credentials?.password ?? "" }, request?.headers, true);
        if (user.role === "customer") await joinGuestSavedList(user.id, credentials?.saved);
        return user;
      },
    }),
    CredentialsProvider({
      id: "admin",
      name: "Admin",
      credentials: {
        email: { label: "Email", type: "email" },
        password: { label: "Password", type: "password" },
        securityKey: { label: "Security key", type: "password" },
      },
      authorize: async (credentials, request) => {
        // Without a key this would quietly become a customer login; the admin provider demands one.
        if (!credentials?.securityKey) throw new Error("Admin key is required");
        return authorize(
          { email: credentials.email ?? "", password: credentials.password ?? "", securityKey: credentials.securityKey },
          request?.headers,
        );
      },
    }),
  ],
  callbacks: {
    async jwt({ token, user }) {
      if (user) {
        const role = USER_ROLES.find((candidate) => candidate === user.role) ?? "customer";
        return {
          ...token,
          ...sessionClaims({ id: user.id, name: user.name ?? "", email: user.email ?? "", role, sessionVersion: user.sessionVersion }),
        };
      }
      if (token.role !== "admin") {
        // A customer's password change from another browser ends this session the same way.
        if (!(await customerSessionStands(token.sub, token.sv))) throw new Error("The session has ended");
        return token;
      }
      // An ended admin session (demoted, or the password or key changed since) is no session:
      // throwing makes next-auth answer with none and clear the cookie. The name and e-mail are
      // read fresh, so a profile edit shows at once.
      const admin = await currentAdmin(token.sub, token.sv);
      if (!admin) throw new Error("The admin session has ended");
      return { ...token, name: admin.name, email: admin.email };
    },
    session({ session, token }) {
      const role = token.role ?? "customer";
      session.user = { id: token.sub ?? "", name: token.name ?? "", email: token.email ?? "", role, isAdmin: role === "admin" };
      return session;
    },
  },
};
