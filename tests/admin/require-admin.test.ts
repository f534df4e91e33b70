import { currentAdmin } from "@/lib/auth/admin-standing";
import { bearer, createTestUser } from "../support/auth";
import { setupTestDatabase } from "../support/database";

setupTestDatabase();

// One request's worth of React's cache (a memo per argument list, as React keeps it for a render), its headers, and
// redirect's throw: what the layout and the page share when a page is rendered.
let requestHeaders = new Headers();
jest.mock("next/headers", () => ({ headers: async () => requestHeaders }));
jest.mock("next/navigation", () => ({
  redirect: (to: string) => {
    throw new Error(`redirect ${to}`);
  },
}));
jest.mock("react", () => {
  const actual = jest.requireActual("react");
  return {
    ...actual,
    cache: <A extends unknown[], R>(read: (...args: A) => R) => {
      const memo = new Map<string, R>();
      return (...args: A) => {
        const key = JSON.stringify(args);
        if (!memo.has(key)) memo.set(key, read(...args));
        return memo.get(key)!;
      };
    },
  };
});
jest.mock("@/lib/auth/admin-standing", () => {
  const actual = jest.requireActual("@/lib/auth/admin-standing");
  return { ...actual, currentAdmin: jest.fn(actual.currentAdmin) };
});

/** A fresh module: a new request's cache. */
async function guardOfOneRequest() {
  let guard: typeof import("@/lib/admin/require-admin") | undefined;
  jest.isolateModules(() => {
    guard = jest.requireActual<typeof import("@/lib/admin/require-admin")>("@/lib/admin/require-admin");
  });
  return guard!.requireAdminPage;
}

describe("the admin pages' guard", () => {
  beforeEach(() => jest.mocked(currentAdmin).mockClear());

  it("reads the session's account once a request, though the layout and the page each ask with their own permission", async () => {
    const owner = await createTestUser({ role: "admin" });
    requestHeaders = new Headers(await bearer(owner));
    const requireAdminPage = await guardOfOneRequest();
    const [layout, page] = await Promise.all([requireAdminPage(null), requireAdminPage("products")]);
    expect(page.name).toBe(layout.name);
    expect(currentAdmin).toHaveBeenCalledTimes(1);
  });

  it("still sends staff without the page's permission to the dashboard, and a visitor with no session to the login", async () => {
    const packer = await createTestUser({ role: "admin", staffRole: "fulfilment" });
    requestHeaders = new Headers(await bearer(packer));
    const requireAdminPage = await guardOfOneRequest();
    await expect(requireAdminPage(null)).resolves.toMatchObject({ staffRole: "fulfilment" });
    await expect(requireAdminPage("products")).rejects.toThrow("redirect /admin");

    requestHeaders = new Headers();
    await expect((await guardOfOneRequest())("products")).rejects.toThrow(/^redirect \/admin\/login/);
  });
});
