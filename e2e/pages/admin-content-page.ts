import type { Locator } from "@playwright/test";
import { pageObject } from "./page-object";

export class AdminContentPage extends pageObject({
  bannerUrl: "content-bannerUrl",
  description: "content-description",
  heroTitle: "content-heroTitle",
  save: "content-save",
  successToast: "toast-success",
}, { path: "/admin/content" }) {
  fieldError(field: "bannerUrl" | "description"): Locator {
    return this.page.getByTestId(`content-${field}-error`);
  }
}
