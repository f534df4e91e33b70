import type { Locator, Page } from "@playwright/test";

export class CartPage {
  readonly items: Locator;
  readonly empty: Locator;
  readonly total: Locator;
  readonly checkout: Locator;
  readonly stockState: Locator;

  constructor(readonly page: Page) {
    this.items = page.getByTestId("cart-item").filter({ visible: true });
    this.empty = page.getByTestId("cart-empty").filter({ visible: true });
    this.total = page.getByTestId("cart-total").filter({ visible: true });
    this.checkout = page.getByTestId("proceed-to-checkout").filter({ visible: true });
    this.stockState = page.getByTestId("cart-stock-state").filter({ visible: true });
  }

  async open(): Promise<void> {
    await this.page.goto("/cart");
  }

  item(name: string) {
    const root = this.items.filter({ hasText: name });
    return {
      root,
      quantity: root.getByTestId("cart-item-quantity-input"),
      increase: root.getByTestId("cart-item-quantity-increase"),
      decrease: root.getByTestId("cart-item-quantity-decrease"),
      remove: root.getByTestId("cart-item-remove"),
      stockLimit: root.getByTestId("cart-item-stock-limit"),
      price: root.getByTestId("cart-item-price"),
    };
  }
}
