import type { Locator } from "@playwright/test";
import { pageObject } from "./page-object";

/** /admin/orders/new and a draft's own page: the owner's order for a sale made off the website. */
export class AdminDraftOrderPage extends pageObject({
  channel: "draft-channel",
  name: "draft-name",
  phone: "draft-phone",
  email: "draft-email",
  search: "draft-search",
  delivery: "draft-delivery",
  state: "draft-state",
  city: "draft-city",
  address: "draft-address",
  note: "draft-note",
  save: "draft-save",
  summary: "draft-summary",
  total: "draft-total",
  linkHours: "draft-link-hours",
  linkCreate: "draft-link-create",
  linkUrl: "draft-link-url",
  linkWhatsApp: "draft-link-whatsapp",
  paidHow: "draft-paid-how",
  paidAmount: "draft-paid-amount",
  paidRecord: "draft-paid-record",
  reserveUntil: "draft-reserve-until",
  reserve: "draft-reserve",
  reservedUntil: "draft-reserved-until",
  release: "draft-release",
}) {
  async openNew(): Promise<void> {
    await this.page.goto("/admin/orders/new");
  }

  /** Finds a product by name or SKU and adds its first size shown. */
  async addProduct(term: string): Promise<void> {
    await this.search.fill(term);
    await this.search.press("Enter");
    await this.page.getByTestId("draft-add-size").first().click();
  }

  /** A sale agreed with a buyer who collects or is delivered at the owner's own price of ₦0: the draft saved and its page open. */
  async saveCollected(buyer: { channel: string; name: string; phone: string }, product: string): Promise<void> {
    await this.channel.selectOption(buyer.channel);
    await this.name.fill(buyer.name);
    await this.phone.fill(buyer.phone);
    await this.addProduct(product);
    await this.delivery.selectOption("owner");
    await this.page.getByLabel("Delivery price (₦)").fill("0");
    await this.save.click();
    await this.page.waitForURL("**/admin/orders/drafts/*");
  }

  get lines(): Locator {
    return this.page.getByTestId("draft-line");
  }
}
