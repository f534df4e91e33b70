import type { APIRequestContext } from "@playwright/test";

export interface ApiProduct {
  _id: string;
  name: string;
  brand: string;
  price: number;
  promoPrice: number | null;
  type: string;
  stock: number;
}

/** The first product the public catalogue API finds for a search. */
export async function findProduct(request: APIRequestContext, q: string): Promise<ApiProduct> {
  const response = await request.get(`/api/products/all-products?q=${encodeURIComponent(q)}`);
  const { products } = (await response.json()) as { products: ApiProduct[] };
  const product = products[0];
  if (!product) throw new Error(`No product matches ${q}`);
  return product;
}
