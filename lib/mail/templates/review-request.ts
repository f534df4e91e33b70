import { z } from "zod";
import { reviewLinkPath } from "@/lib/vocabulary/store-paths";
import { renderMail, type MailBlock } from "./layout";
import { defineTemplate } from "./template";

/** "How was it?": to a buyer some days after their order was delivered, one review link per product in it. */
export const reviewRequest = defineTemplate({
  schema: z.object({
    customerName: z.string(),
    orderNumber: z.string().min(1),
    products: z.array(z.object({ name: z.string().min(1), token: z.string().min(1) })).min(1),
  }),
  render: (request, { siteUrl }) =>
    renderMail(`How was it? Tell us about your order ${request.orderNumber}`, "How was it?", [
      {
        kind: "paragraph",
        text: `Hello ${request.customerName}, your order ${request.orderNumber} arrived a few days ago. How long does it last on you, and how far does it carry? A few words help the next shopper choose.`,
      },
      ...request.products.map((product): MailBlock => ({ kind: "button", label: `Review ${product.name}`, url: `${siteUrl}${reviewLinkPath(product.token)}` })),
      { kind: "paragraph", text: "Each link works once and needs no password. Your review shows your first name and your city's initial only." },
    ]),
});
