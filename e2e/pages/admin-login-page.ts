import { pageObject } from "./page-object";

export class AdminLoginPage extends pageObject({ email: "admin-login-email", password: "admin-login-password", securityKey: "admin-login-securityKey", submitButton: "admin-login-submit", error: "admin-login-error", notice: "admin-login-notice", requiredFor: "admin-required-for" }) {

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
