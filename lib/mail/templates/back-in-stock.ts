import { z } from "zod";
import { productPath } from "@/lib/content/product-structured-data";
import { oneClickOptOutPath, optOutPath } from "@/lib/vocabulary/reminder-paths";
import { renderMail } from "./layout";
import { defineTemplate } from "./template";

/** A sold-out size a shopper asked about is back (lib/back-in-stock): a link to it, and the one-click opt-out. */
export const backInStock = defineTemplate({
  schema: z.object({
    productId: z.string().min(1),
    product: z.string().min(1),
    size: z.string(),
    optOutToken: z.string().min(1),
  }),
  render: (back, { siteUrl }) => {
    const name = back.size ? `${back.product}, ${back.size}` : back.product;
    const mail = renderMail(`${name} is back in stock`, "It's back", [
      { kind: "paragraph", text: `${name} is back in stock at Scents. You asked us to tell you; we tell the first few who asked, as many as the units that came back, so it may not last.` },
      { kind: "button", label: `See ${back.product}`, url: `${siteUrl}${productPath(back.productId)}` },
      { kind: "opt-out", text: "You asked for this e-mail on our product page. Don't want reminders?", url: `${siteUrl}${optOutPath(back.optOutToken)}` },
    ]);
    return { ...mail, oneClickOptOut: `${siteUrl}${oneClickOptOutPath(back.optOutToken)}` };
  },
});
