import type { Locator } from "@playwright/test";
import { pageObject } from "./page-object";

export class AuthModalPage extends pageObject({ modal: "auth-modal", loginMode: "auth-mode-login", signupMode: "auth-mode-signup", name: "auth-name", email: "auth-email", password: "auth-password", submit: "auth-submit", error: "auth-error", close: "auth-modal-close" }, { visible: false }) {
  readonly openButton = this.page.getByTestId("account-login").filter({ visible: true });
  readonly accountName = this.page.getByTestId("account-name").filter({ visible: true });
  readonly logout = this.page.getByTestId("account-logout").filter({ visible: true });

  fieldError(field: "name" | "email" | "password"): Locator {
    return this.page.locator(`#auth-${field}-error`);
  }
}
