import type { Locator, Page } from "@playwright/test";

export class AdminSecurityPage {
  readonly createBackup: Locator;
  readonly backupResult: Locator;
  readonly attempts: Locator;
  readonly attemptAddresses: Locator;

  constructor(readonly page: Page) {
    this.createBackup = page.getByTestId("backup-create");
    this.backupResult = page.getByTestId("backup-result");
    this.attempts = page.getByTestId("security-login-attempts");
    this.attemptAddresses = this.attempts.getByTestId("login-attempt-address");
  }

  async open(): Promise<void> {
    await this.page.goto("/admin/security");
  }
}
