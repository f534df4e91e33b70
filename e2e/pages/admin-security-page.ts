import type { Locator } from "@playwright/test";
import { pageObject } from "./page-object";

export class AdminSecurityPage extends pageObject({ createBackup: "backup-create", backupResult: "backup-result", attempts: "security-login-attempts" }, { path: "/admin/security" }) {
  get attemptAddresses(): Locator {
    return this.attempts.getByTestId("login-attempt-address");
  }
}
