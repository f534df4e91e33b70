import type { APIRequestContext } from "@playwright/test";
import { E2E_ADMIN } from "./credentials";

interface AdminLogin {
  email: string;
  password: string;
  securityKey: string;
}

/** The Authorization header of an owner signed in through the admin API, as an API client sends it. */
export async function adminAuth(request: APIRequestContext, admin: AdminLogin = E2E_ADMIN): Promise<{ authorization: string }> {
  const login = await request.post("/api/login", { data: { email: admin.email, password: admin.password, securityKey: admin.securityKey } });
  const { token } = (await login.json()) as { token: string };
  return { authorization: `Bearer ${token}` };
}
