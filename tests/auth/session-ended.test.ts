import { NextRequest } from "next/server";
import { GET as sessionEnded } from "@/app/api/auth/session-ended/route";
import { User } from "@/models/user";
import { createTestUser, tokenFor } from "../support/auth";
import { setupTestDatabase } from "../support/database";

setupTestDatabase();

async function visit(token: string) {
  return sessionEnded(new NextRequest("http://localhost/api/auth/session-ended", { headers: { cookie: `next-auth.session-token=${token}` } }));
}

describe("GET /api/auth/session-ended", () => {
  it("clears the session of an admin whose rights were withdrawn and goes home", async () => {
    const admin = await createTestUser({ role: "admin" });
    const token = await tokenFor(admin);
    await User.updateOne({ _id: admin.id }, { $set: { role: "customer" } });
    const response = await visit(token);
    expect(response.status).toBe(307);
    expect(response.headers.get("location")).toBe("http://localhost/");
    expect(response.headers.get("set-cookie")).toMatch(/next-auth\.session-token=;.*(Max-Age=0|Expires=Thu, 01 Jan 1970)/i);
  });

  it("leaves a current admin's session alone", async () => {
    const admin = await createTestUser({ role: "admin" });
    const response = await visit(await tokenFor(admin));
    expect(response.status).toBe(307);
    expect(response.headers.get("set-cookie")).toBeNull();
  });
});
