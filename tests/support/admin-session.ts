import { bearer, createTestUser, type TestUser } from "./auth";
import { clearDatabase } from "./database";

export interface AdminSession {
  user: TestUser;
  /** The admin's bearer header, for the admin API's routes. */
  auth: Record<string, string>;
}

/** Before each test: an empty database and a newly signed-in admin (an owner), as the admin API's tests start. */
export function freshAdminEachTest(): AdminSession {
  const session = {} as AdminSession;
  beforeEach(async () => {
    await clearDatabase();
    session.user = await createTestUser({ role: "admin" });
    session.auth = await bearer(session.user);
  });
  return session;
}
