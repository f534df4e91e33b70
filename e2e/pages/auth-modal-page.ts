import { expect, type Locator } from "@playwright/test";
import { pageObject } from "./page-object";

export class AuthModalPage extends pageObject({ modal: "auth-modal", loginMode: "auth-mode-login", signupMode: "auth-mode-signup", name: "auth-name", email: "auth-email", password: "auth-password", submit: "auth-submit", error: "auth-error", close: "auth-modal-close" }, { visible: false }) {
  readonly openButton = this.page.getByTestId("account-login").filter({ visible: true });
  readonly accountName = this.page.getByTestId("account-name").filter({ visible: true });
  readonly logout = this.page.getByTestId("account-logout").filter({ visible: true });

  /** Signs up in the open modal and waits for it to close. */
  async signUp(name: string, email: string, password: string): Promise<void> {
    await this.signupMode.click();
    await this.name.fill(name);
    await this.email.fill(email);
    await this.password.fill(password);
    await this.submit.click();
    await expect(this.modal).toBeHidden();
  }

  fieldError(field: "name" | "email" | "password"): Locator {
    return this.page.locator(`#auth-${field}-error`);
  }
}
