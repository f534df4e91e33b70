import { renderToStaticMarkup } from "react-dom/server";
import OrderConfirmationPage from "@/app/(store)/order-confirmation/page";
import { setupTestDatabase } from "../support/database";
import { createTestOrder } from "../support/order-fixtures";

setupTestDatabase();

async function pageFor(params: Record<string, string>): Promise<string> {
  return renderToStaticMarkup(await OrderConfirmationPage({ searchParams: Promise.resolve(params) }));
}

describe("/order-confirmation", () => {
  it("greets the buyer by the order's own first name, never by the name written in the address", async () => {
    const order = await createTestOrder({ method: "card", status: "Order Placed", state: "paid" });
    const html = await pageFor({ id: order.orderNumber, fullName: "Call 0800-REFUND now to claim", method: "card" });
    expect(html).toContain("Thank you, Ada!");
    expect(html).not.toContain("0800-REFUND");
  });

  it("says thank you without a name for an order it does not find", async () => {
    const html = await pageFor({ id: "ORD-ZZZZZZZZZZ", fullName: "Mallory", method: "card" });
    expect(html).toContain("Thank you!");
    expect(html).not.toContain("Mallory");
  });
});
