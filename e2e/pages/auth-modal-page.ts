import type { Locator, Page } from "@playwright/test";

export class AuthModalPage {
  readonly modal: Locator;
  readonly openButton: Locator;
  readonly loginMode: Locator;
  readonly signupMode: Locator;
  readonly name: Locator;
  readonly email: Locator;
  readonly password: Locator;
  readonly submit: Locator;
  readonly error: Locator;
  readonly close: Locator;
  readonly accountName: Locator;
  readonly logout: Locator;

  constructor(readonly page: Page) {
    this.modal = page.getByTestId("auth-modal");
    this.openButton = page.getByTestId("account-login").filter({ visible: true });
    this.loginMode = page.getByTestId("auth-mode-login");
    this.signupMode = page.getByTestId("auth-mode-signup");
    this.name = page.getByTestId("auth-name");
    this.email = page.getByTestId("auth-email");
    this.password = page.getByTestId("auth-password");
    this.submit = page.getByTestId("auth-submit");
    this.error = page.getByTestId("auth-error");
    this.close = page.getByTestId("auth-modal-close");
    this.accountName = page.getByTestId("account-name").filter({ visible: true });
    this.logout = page.getByTestId("account-logout").filter({ visible: true });
  }

  fieldError(field: "name" | "email" | "password"): Locator {
    return this.page.locator(`#auth-${field}-error`);
  }
}
