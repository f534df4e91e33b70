import type { Locator } from "@playwright/test";
import { pageObject } from "./page-object";

export class AdminProfilePage extends pageObject({
  view: "profile-view",
  passwordToggle: "password-change-toggle",
  currentPassword: "profile-currentPassword",
  newPassword: "profile-newPassword",
  confirmPassword: "profile-confirmPassword",
  passwordSubmit: "profile-password-submit",
  passwordFailure: "profile-password-failure",
  strength: "password-strength",
  generateCodes: "backup-codes-generate",
  codeList: "backup-codes",
  codesStatus: "backup-codes-status",
  codesDialog: "backup-codes-dialog",
  downloadCodes: "backup-codes-download",
  successToast: "toast-success",
}, { path: "/admin/users" }) {
  get codes(): Locator {
    return this.codeList.getByRole("listitem");
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
