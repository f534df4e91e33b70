import { z } from "zod";
import { renderMail } from "./layout";
import { defineTemplate } from "./template";

/** To the owner: a size fell to its low-stock figure (once per fall, not per order). */
export const ownerLowStock = defineTemplate({
  schema: z.object({
    productId: z.string().min(1),
    product: z.string().min(1),
    size: z.string(),
    stock: z.number().int().min(0),
    threshold: z.number().int().min(0),
  }),
  render: (low, { siteUrl }) => {
    const what = low.size ? `${low.product} (${low.size})` : low.product;
    return renderMail(`Low stock: ${what}, ${low.stock} left`, "A product is running low", [
      {
        kind: "paragraph",
        text: `${what} is down to ${low.stock} ${low.stock === 1 ? "unit" : "units"}, at or below your alert figure of ${low.threshold}. You will not hear about it again until it has been restocked above ${low.threshold} and falls again.`,
      },
      { kind: "facts", rows: [["Product", what], ["In stock", String(low.stock)], ["Alert at", String(low.threshold)]] },
      { kind: "button", label: "Open its stock history", url: `${siteUrl}/admin/products/${low.productId}` },
    ]);
  },
});
