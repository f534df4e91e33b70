import { headers } from "next/headers";
import { z } from "zod";
import { adminListPage } from "@/lib/admin/list-page";
import { pageNumberSchema } from "@/lib/vocabulary/page-number";
import { User } from "@/models/user";
import { bearer, createTestUser } from "../support/auth";
import { clearDatabase, setupTestDatabase } from "../support/database";

jest.mock("next/headers", () => ({ headers: jest.fn() }));
const requestHeaders = jest.mocked(headers);

setupTestDatabase();

const PER_PAGE = 2;
const userQuerySchema = z.object({ page: pageNumberSchema, role: z.enum(["admin", "customer"]).default("customer") });

/** A list's read as the shop's are: one page of rows, the count and the page size. */
async function readUsers(query: z.infer<typeof userQuerySchema>) {
  const [users, total] = await Promise.all([
    User.find({ role: query.role }, { email: 1 })
      .sort({ email: 1 })
      .skip((query.page - 1) * PER_PAGE)
      .limit(PER_PAGE)
      .lean(),
    User.countDocuments({ role: query.role }),
  ]);
  return { emails: users.map((user) => user.email), total, limit: PER_PAGE };
}

function signedInAs(auth: Record<string, string>) {
  requestHeaders.mockResolvedValue(new Headers(auth) as Awaited<ReturnType<typeof headers>>);
}

beforeEach(async () => {
  await clearDatabase();
  for (const name of ["ada", "bola", "chidi"]) await createTestUser({ email: `${name}@example.com` });
});

describe("an admin list page's server side", () => {
  it("reads the page the URL asks for, with the list's schema, and counts the pages", async () => {
    signedInAs(await bearer(await createTestUser({ role: "admin" })));
    const page = await adminListPage("customers", userQuerySchema, Promise.resolve({ page: "2", role: ["customer", "admin"] }), readUsers);
    expect(page.query).toEqual({ page: 2, role: "customer" });
    expect(page.list.emails).toEqual(["chidi@example.com"]);
    expect(page.pages).toBe(2);
    expect(page.admin.email).toMatch(/^admin/);
  });

  it("shows the first page of the list for a query its schema refuses, not an error", async () => {
    signedInAs(await bearer(await createTestUser({ role: "admin" })));
    const page = await adminListPage("customers", userQuerySchema, { page: "0", role: "owner" }, readUsers);
    expect(page.query).toEqual({ page: 1, role: "customer" });
    expect(page.list.emails).toEqual(["ada@example.com", "bola@example.com"]);
  });

  it("sends a staff member whose role may not see the list to the dashboard", async () => {
    signedInAs(await bearer(await createTestUser({ role: "admin", staffRole: "content" })));
    await expect(adminListPage("customers", userQuerySchema, {}, readUsers)).rejects.toMatchObject({ digest: expect.stringMatching(/;\/admin;/) });
    signedInAs(await bearer(await createTestUser({ role: "admin", staffRole: "fulfilment" })));
    expect((await adminListPage("orders:view", userQuerySchema, {}, readUsers)).list.total).toBe(3);
  });

  it("sends a customer, and a visitor, to the admin login instead of listing anything", async () => {
    signedInAs(await bearer(await createTestUser({ role: "customer" })));
    await expect(adminListPage("customers", userQuerySchema, {}, readUsers)).rejects.toMatchObject({ digest: expect.stringContaining("/admin/login") });
    signedInAs({});
    await expect(adminListPage("customers", userQuerySchema, {}, readUsers)).rejects.toMatchObject({ digest: expect.stringContaining("/admin/login") });
  });
});
