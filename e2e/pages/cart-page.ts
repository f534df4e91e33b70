import { pageObject } from "./page-object";

export class CartPage extends pageObject({ items: "cart-item", empty: "cart-empty", total: "cart-total", checkout: "proceed-to-checkout", stockState: "cart-stock-state" }) {

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
