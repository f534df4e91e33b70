import { freshAdminEachTest, type AdminSession } from "./admin-session";
import { setupTestDatabase } from "./database";
import { withPaystackStub, type PaystackStub } from "./paystack-stub";

/** The draft-order tests' frame: the engine, the Paystack stub (`paystack()` pays and signs its webhooks), and an empty database with a signed-in owner before each test. */
export function draftOrderTests(): { admin: AdminSession; paystack: () => PaystackStub } {
  setupTestDatabase();
  const paystack = withPaystackStub();
  const admin = freshAdminEachTest();
  return { admin, paystack };
}
