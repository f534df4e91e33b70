import type { Locator } from "@playwright/test";
import { pageObject } from "./page-object";

export class AdminIntegrationsPage extends pageObject({
  type: "integration-type",
  name: "integration-name",
  apiKey: "integration-apiKey",
  submit: "integration-submit",
  items: "integration-item",
  removeDialog: "integration-remove-dialog",
  successToast: "toast-success",
}, { path: "/admin/integrations" }) {
  item(name: string): Locator {
    return this.items.filter({ hasText: name });
  }

  fieldError(field: "name" | "apiKey"): Locator {
    return this.page.getByTestId(`integration-${field}-error`);
  }
}
