import type { MetadataRoute } from "next";
import { getProducts } from "@/lib/catalog/cached";
import { MAX_PAGE_SIZE } from "@/lib/catalog/product-query";
import type { ProductView } from "@/lib/catalog/product-view";
import { absoluteUrl, productPath } from "@/lib/content/product-structured-data";

// Read on request from the tag-cached catalogue, never at build time.
export const dynamic = "force-dynamic";

async function everyProduct(): Promise<ProductView[]> {
  const products: ProductView[] = [];
  for (let page = 1; ; page += 1) {
    const result = await getProducts({ page, limit: MAX_PAGE_SIZE });
    products.push(...result.products);
    if (result.products.length < MAX_PAGE_SIZE || products.length >= result.total) return products;
  }
}

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const pages: MetadataRoute.Sitemap = [
    { url: absoluteUrl("/"), changeFrequency: "daily", priority: 1 },
    { url: absoluteUrl("/shop"), changeFrequency: "daily", priority: 0.9 },
    { url: absoluteUrl("/products-and-services"), changeFrequency: "monthly", priority: 0.6 },
    { url: absoluteUrl("/contact-us"), changeFrequency: "yearly", priority: 0.4 },
    { url: absoluteUrl("/newsletter"), changeFrequency: "yearly", priority: 0.3 },
  ];
  const products = await everyProduct();
  return [
    ...pages,
    ...products.map((product) => ({
      url: absoluteUrl(productPath(product._id)),
      changeFrequency: "weekly" as const,
      priority: 0.8,
      images: product.images.map((image) => absoluteUrl(image.url)),
    })),
  ];
}
