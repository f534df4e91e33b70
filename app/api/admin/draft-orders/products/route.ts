import { z } from "zod";
import { route } from "@/lib/api/route";
import { listProductsForAdmin } from "@/lib/catalog/product-admin";
import { searchTermSchema } from "@/lib/search/search-term";

export const dynamic = "force-dynamic";

const DRAFT_PRODUCT_MATCHES = 12;

/** The draft screen's product search: by brand, name or a size's SKU, each product with its sizes, prices and stock; a hidden product is not sold, so not offered. */
export const GET = route({ access: "orders:status", query: z.object({ q: searchTermSchema }) }, async ({ query }) => {
  const { products } = await listProductsForAdmin({ q: query.q, shown: "published", page: 1 });
  return {
    success: true,
    data: products.slice(0, DRAFT_PRODUCT_MATCHES).map((product) => ({
      _id: product._id,
      brand: product.brand,
      name: product.name,
      sizes: product.sizes.map((size) => ({ _id: size._id, label: size.label, sku: size.sku, price: size.promoPrice ?? size.price, stock: size.stock })),
    })),
  };
});
