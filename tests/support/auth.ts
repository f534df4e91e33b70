import bcrypt from "bcryptjs";
import { encode } from "next-auth/jwt";
import { hashBackupCode } from "@/lib/auth/backup-codes";
import { authSecret } from "@/lib/auth/secret";
import { User } from "@/models/user";
import type { UserRole } from "@/models/user";
import type { StaffRole } from "@/lib/vocabulary/staff-roles";

export interface TestUser {
  id: string;
  name: string;
  email: string;
  password: string;
  securityKey: string;
  role: UserRole;
}

let counter = 0;

/** Creates a user straight in the database (bcrypt cost 4 keeps tests fast). */
export async function createTestUser(options: { role?: UserRole; staffRole?: StaffRole; email?: string; password?: string; securityKey?: string; backupCodes?: string[] } = {}): Promise<TestUser> {
  counter += 1;
  const role = options.role ?? "customer";
  const email = options.email ?? `${role}${counter}-${Date.now()}@example.com`;
  const password = options.password ?? "Correct-Horse-9";
  const securityKey = options.securityKey ?? "KEY-FOR-TESTS-123";
  const user = await User.create({
    name: `${role === "admin" ? "Admin" : "Customer"} ${counter}`,
    email,
    role,
    passwordHash: await bcrypt.hash(password, 4),
    adminKeyHash: role === "admin" ? await bcrypt.hash(securityKey, 4) : undefined,
    staffRole: role === "admin" ? (options.staffRole ?? "owner") : undefined,
    backupCodes: await Promise.all((options.backupCodes ?? []).map(async (code) => ({ codeHash: await hashBackupCode(code) }))),
  });
  return { id: user._id.toString(), name: user.name, email, password, securityKey, role };
}

/** A next-auth JWT exactly as /api/login issues it; a negative maxAge gives an expired one. */
/** An admin, who may, and a customer, who may not: the two sides of an admin route's permission tests. */
export async function adminAndCustomer(): Promise<{ admin: TestUser; customer: TestUser }> {
  return { admin: await createTestUser({ role: "admin" }), customer: await createTestUser({ role: "customer" }) };
}

export function tokenFor(user: Pick<TestUser, "id" | "email" | "role">, options: { maxAge?: number; secret?: string } = {}): Promise<string> {
  return encode({
    token: { sub: user.id, email: user.email, name: "Test", role: user.role },
    secret: options.secret ?? authSecret(),
    maxAge: options.maxAge ?? 3600,
  });
}

export async function bearer(user: Pick<TestUser, "id" | "email" | "role">, options?: { maxAge?: number; secret?: string }): Promise<Record<string, string>> {
  return { authorization: `Bearer ${await tokenFor(user, options)}` };
}

/**
 * A bearer token whose session has just given the security key again (POST /api/admin/step-up),
 * for the sensitive actions that ask for it.
 */
export async function bearerWithKey(user: TestUser): Promise<Record<string, string>> {
  const { POST: stepUp } = await import("@/app/api/admin/step-up/route");
  const headers = await bearer(user);
  const { NextRequest } = await import("next/server");
  const response = await stepUp(
    new NextRequest("http://localhost:3000/api/admin/step-up", { method: "POST", headers: { ...headers, "content-type": "application/json" }, body: JSON.stringify({ securityKey: user.securityKey }) }),
    { params: Promise.resolve({}) },
  );
  if (response.status !== 200) throw new Error(`step-up answered ${response.status}`);
  return headers;
}
