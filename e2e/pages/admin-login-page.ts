import type { Locator, Page } from "@playwright/test";

export class AdminLoginPage {
  readonly email: Locator;
  readonly password: Locator;
  readonly securityKey: Locator;
  readonly submitButton: Locator;
  readonly error: Locator;
  readonly notice: Locator;
  readonly requiredFor: Locator;

  constructor(readonly page: Page) {
    this.email = page.getByTestId("admin-login-email").filter({ visible: true });
    this.password = page.getByTestId("admin-login-password").filter({ visible: true });
    this.securityKey = page.getByTestId("admin-login-securityKey").filter({ visible: true });
    this.submitButton = page.getByTestId("admin-login-submit").filter({ visible: true });
    this.error = page.getByTestId("admin-login-error").filter({ visible: true });
    this.notice = page.getByTestId("admin-login-notice").filter({ visible: true });
    this.requiredFor = page.getByTestId("admin-required-for").filter({ visible: true });
  }

  async open(from?: string): Promise<void> {
    await this.page.goto(from ? `/admin/login?from=${encodeURIComponent(from)}` : "/admin/login");
  }

  async logIn(credentials: { email: string; password: string; securityKey: string }): Promise<void> {
    await this.email.fill(credentials.email);
    await this.password.fill(credentials.password);
    await this.securityKey.fill(credentials.securityKey);
    await this.submitButton.click();
  }
}
