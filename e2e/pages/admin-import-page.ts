import { pageObject } from "./page-object";

export class AdminImportPage extends pageObject(
  { form: "import-form", check: "import-check", plan: "import-plan", summary: "import-summary", products: "import-products", noErrors: "import-no-errors", confirm: "import-confirm", done: "import-done" },
  { path: "/admin/products/import" },
) {
  async choose(csv: { name: string; buffer: Buffer }, zip?: { name: string; buffer: Buffer }): Promise<void> {
    await this.page.getByLabel("Catalogue file (CSV)").setInputFiles({ ...csv, mimeType: "text/csv" });
    if (zip) await this.page.getByLabel(/Photos \(a \.zip\)/).setInputFiles({ ...zip, mimeType: "application/zip" });
  }

  action(handle: string) {
    return this.products.locator("tr", { hasText: handle }).getByTestId("import-action");
  }
}
