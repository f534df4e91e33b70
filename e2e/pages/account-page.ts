import type { Locator } from "@playwright/test";
import { pageObject } from "./page-object";

export type AddressFormField = "fullName" | "phoneNumber" | "address" | "city" | "state" | "postalCode";

export class AccountPage extends pageObject(
  {
    view: "account-view",
    signIn: "account-sign-in",
    orders: "account-order",
    ordersEmpty: "account-orders-empty",
    addresses: "saved-address",
    addAddress: "address-add",
    saveAddress: "address-save",
    makeDefault: "address-makeDefault",
    notice: "toast-success",
    signOut: "account-sign-out",
    currentPassword: "password-currentPassword",
    newPassword: "password-newPassword",
    confirmPassword: "password-confirmPassword",
    changePassword: "password-submit",
    passwordStatus: "password-status",
  },
  { visible: false, path: "/account" },
) {
  order(orderNumber: string): Locator {
    return this.page.locator(`[data-testid="account-order"][data-order-number="${orderNumber}"]`);
  }

  trackingLink(orderNumber: string): Locator {
    return this.order(orderNumber).getByTestId("account-order-track");
  }

  addressField(name: AddressFormField): Locator {
    return this.page.getByTestId(`address-${name}`);
  }

  async fillAddress(values: Partial<Record<AddressFormField, string>>): Promise<void> {
    for (const [name, value] of Object.entries(values) as [AddressFormField, string][]) {
      if (name === "state") await this.addressField(name).selectOption(value);
      else await this.addressField(name).fill(value);
    }
  }
}
