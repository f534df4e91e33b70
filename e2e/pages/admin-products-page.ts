import type { Locator } from "@playwright/test";
import { pageObject } from "./page-object";

export interface ProductFields {
  brand?: string;
  name?: string;
  type?: string;
  price?: string;
  stock?: string;
  discount?: string;
  description?: string;
}

export class AdminProductsPage extends pageObject({ form: "product-form", submit: "product-submit", images: "product-images", items: "admin-product", deleteDialog: "delete-product-dialog" }, { path: "/admin/products" }) {
  readonly successToast = this.page.getByTestId("toast-success").filter({ visible: true }).last();
  readonly errorToast = this.page.getByTestId("toast-error").filter({ visible: true }).last();

  async fill(fields: ProductFields): Promise<void> {
    for (const [name, value] of Object.entries(fields)) {
      if (value === undefined) continue;
      const control = this.page.getByTestId(`product-${name}`).filter({ visible: true });
      if (name === "type") await control.selectOption(value);
      else await control.fill(value);
    }
  }

  async attachImage(name: string, mimeType: string, buffer: Buffer): Promise<void> {
    await this.images.setInputFiles({ name, mimeType, buffer });
  }

  item(name: string): Locator {
    return this.items.filter({ hasText: name });
  }

  async productId(name: string): Promise<string> {
    return (await this.item(name).getAttribute("data-product-id")) ?? "";
  }

  async edit(name: string): Promise<void> {
    await this.item(name).getByTestId("admin-product-edit").click();
  }

  async delete(name: string): Promise<void> {
    await this.item(name).getByTestId("admin-product-delete").click();
    await this.deleteDialog.getByTestId("delete-product-dialog-confirm").click();
  }
}
