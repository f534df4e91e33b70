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

export interface SizeFields {
  label?: string;
  volumeMl?: string;
  price?: string;
  stock?: string;
  sku?: string;
}

export class AdminProductsPage extends pageObject({ form: "product-form", submit: "product-submit", images: "product-images", items: "admin-product", deleteDialog: "delete-product-dialog" }, { path: "/admin/products" }) {
  readonly successToast = this.page.getByTestId("toast-success").filter({ visible: true }).last();
  readonly errorToast = this.page.getByTestId("toast-error").filter({ visible: true }).last();

  /** Price and stock are the first size's, as for a product sold in one size. */
  async fill(fields: ProductFields): Promise<void> {
    for (const [name, value] of Object.entries(fields)) {
      if (value === undefined) continue;
      const control = name === "price" || name === "stock" ? this.sizeRow(0).getByTestId(`product-size-${name}`) : this.page.getByTestId(`product-${name}`).filter({ visible: true });
      if (name === "type") await control.selectOption(value);
      else await control.fill(value);
    }
  }

  sizeRow(index: number): Locator {
    return this.form.getByTestId("product-size").nth(index);
  }

  /** Fills a size row, adding it first when the form has fewer rows. */
  async fillSize(index: number, size: SizeFields): Promise<void> {
    if ((await this.form.getByTestId("product-size").count()) <= index) await this.form.getByTestId("product-size-add").click();
    for (const [name, value] of Object.entries(size)) if (value !== undefined) await this.sizeRow(index).getByTestId(`product-size-${name}`).fill(value);
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

  /** Edit reads the whole product from the server: typing starts once the form holds it. */
  async edit(name: string): Promise<void> {
    await this.item(name).getByTestId("admin-product-edit").click();
    await this.page.getByRole("heading", { name: "Edit Product" }).waitFor();
  }

  async delete(name: string): Promise<void> {
    await this.item(name).getByTestId("admin-product-delete").click();
    await this.deleteDialog.getByTestId("delete-product-dialog-confirm").click();
  }
}
