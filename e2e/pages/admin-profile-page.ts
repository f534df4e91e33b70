import type { Locator, Page } from "@playwright/test";

export class AdminProfilePage {
  readonly view: Locator;
  readonly passwordToggle: Locator;
  readonly currentPassword: Locator;
  readonly newPassword: Locator;
  readonly confirmPassword: Locator;
  readonly passwordSubmit: Locator;
  readonly passwordForm: Locator;
  readonly passwordFailure: Locator;
  readonly strength: Locator;
  readonly generateCodes: Locator;
  readonly codes: Locator;
  readonly codesDialog: Locator;
  readonly downloadCodes: Locator;
  readonly successToast: Locator;

  constructor(readonly page: Page) {
    this.view = page.getByTestId("profile-view");
    this.passwordToggle = page.getByTestId("password-change-toggle");
    this.passwordForm = page.getByTestId("profile-password-form");
    this.currentPassword = page.getByTestId("profile-currentPassword");
    this.newPassword = page.getByTestId("profile-newPassword");
    this.confirmPassword = page.getByTestId("profile-confirmPassword");
    this.passwordSubmit = page.getByTestId("profile-password-submit");
    this.passwordFailure = page.getByTestId("profile-password-failure");
    this.strength = page.getByTestId("password-strength");
    this.generateCodes = page.getByTestId("backup-codes-generate");
    this.codes = page.getByTestId("backup-codes").getByRole("listitem");
    this.codesDialog = page.getByTestId("backup-codes-dialog");
    this.downloadCodes = page.getByTestId("backup-codes-download");
    this.successToast = page.getByTestId("toast-success");
  }

  async open(): Promise<void> {
    await this.page.goto("/admin/users");
  }

  fieldError(field: "currentPassword" | "newPassword" | "confirmPassword"): Locator {
    return this.page.getByTestId(`profile-${field}-error`);
  }

  async changePassword(values: { current: string; next: string; confirm?: string }): Promise<void> {
    await this.currentPassword.fill(values.current);
    await this.newPassword.fill(values.next);
    await this.confirmPassword.fill(values.confirm ?? values.next);
    await this.passwordSubmit.click();
  }
}
