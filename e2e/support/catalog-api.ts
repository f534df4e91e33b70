import { expect, type APIRequestContext } from "@playwright/test";
import { JPEG_BYTES } from "../../tests/support/images";
import { bankOrderBody } from "../../scripts/lib/bank-order";

export interface ApiProduct {
  _id: string;
  name: string;
  brand: string;
  price: number;
  promoPrice: number | null;
  type: string;
  stock: number;
  sizes?: { _id: string; label: string; price: number; stock: number }[];
}

/** The first product the public catalogue API finds for a search. */
export async function findProduct(request: APIRequestContext, q: string): Promise<ApiProduct> {
  const response = await request.get(`/api/products/all-products?q=${encodeURIComponent(q)}`);
  const { products } = (await response.json()) as { products: ApiProduct[] };
  const product = products[0];
  if (!product) throw new Error(`No product matches ${q}`);
  return product;
}

/** Places a bank-transfer order for `quantity` of `product` through the checkout API, as a shopper's browser would; returns its number. */
export async function placeBankOrder(request: APIRequestContext, product: ApiProduct, email: string, quantity = 1): Promise<string> {
  const response = await request.post("/api/payment/initialize", { data: bankOrderBody(product, email, quantity) });
  const answer = (await response.json()) as { data?: { orderId?: string } };
  if (!answer.data?.orderId) throw new Error(`The order was refused: ${response.status()} ${JSON.stringify(answer)}`);
  return answer.data.orderId;
}

/** The owner creates a product with one JPEG photo named `photo` through the admin API, as the product form sends it. */
export async function createProductWithPhoto(request: APIRequestContext, headers: Record<string, string>, fields: Record<string, string>, photo: string): Promise<CreatedProduct> {
  const created = await request.post("/api/products/create", { headers, multipart: { ...fields, images: { name: photo, mimeType: "image/jpeg", buffer: JPEG_BYTES } } });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { product: CreatedProduct }).product;
}

interface CreatedProduct {
  _id: string;
  sizes: { _id: string; label: string }[];
}

/** The owner creates a perfume named `name` in 30 ml (₦62,000, 3 in stock) and 100 ml (₦145,000, 2 in stock). */
export async function createPerfumeInTwoSizes(request: APIRequestContext, headers: Record<string, string>, name: string): Promise<CreatedProduct> {
  const stamp = Date.now();
  const sizes = [
    { label: "30 ml", volumeMl: "30", price: "62000", stock: "3", sku: `SIZED-30-${stamp}` },
    { label: "100 ml", volumeMl: "100", price: "145000", stock: "2", sku: `SIZED-100-${stamp}` },
  ];
  return createProductWithPhoto(request, headers, { brand: "Maison Lagos", name, type: "Perfume", description: "Sold in sizes.", sizes: JSON.stringify(sizes) }, "sized.jpg");
}
