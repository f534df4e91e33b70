import type { Locator, Page } from "@playwright/test";

export interface ProductFields {
  brand?: string;
  name?: string;
  type?: string;
  price?: string;
  stock?: string;
  discount?: string;
  description?: string;
}

export class AdminProductsPage {
  readonly form: Locator;
  readonly submit: Locator;
  readonly images: Locator;
  readonly items: Locator;
  readonly successToast: Locator;
  readonly errorToast: Locator;
  readonly deleteDialog: Locator;

  constructor(readonly page: Page) {
    this.form = page.getByTestId("product-form").filter({ visible: true });
    this.submit = page.getByTestId("product-submit").filter({ visible: true });
    this.images = page.getByTestId("product-images").filter({ visible: true });
    this.items = page.getByTestId("admin-product").filter({ visible: true });
    this.successToast = page.getByTestId("toast-success").filter({ visible: true }).last();
    this.errorToast = page.getByTestId("toast-error").filter({ visible: true }).last();
    this.deleteDialog = page.getByTestId("delete-product-dialog").filter({ visible: true });
  }

  async open(): Promise<void> {
    await this.page.goto("/admin/products");
  }

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
