import { clearDatabase, setupTestDatabase } from "./database";
import { useTestMode } from "./paystack-stub";

/** The frame of a test file that places orders: its own database, emptied after each test, and card payments in test mode. */
export function setupCheckoutTests(): void {
  setupTestDatabase();
  beforeAll(() => useTestMode());
  afterEach(() => clearDatabase());
}
