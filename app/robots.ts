import type { MetadataRoute } from "next";
import { absoluteUrl } from "@/lib/content/product-structured-data";

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: "*", allow: "/", disallow: ["/admin", "/api/", "/cart", "/checkout", "/payment", "/payment-success", "/order-confirmation"] }],
    sitemap: absoluteUrl("/sitemap.xml"),
  };
}
