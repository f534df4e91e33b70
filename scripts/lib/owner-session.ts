import type { AdminAccount } from "./shop-server";

/** The owner the benchmarks create in their fresh shop. */
export const BENCH_ADMIN: AdminAccount = { name: "Bench Admin", email: "bench-admin@scents.test", password: "Bench-Owner-Passw0rd!", securityKey: "BENCH-SECURITY-KEY-1" };

async function answer<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`${response.url} answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
  return (await response.json()) as T;
}

/** The bearer token /api/login gives the owner: every admin API route takes it. */
export async function ownerToken(baseUrl: string, admin: AdminAccount = BENCH_ADMIN): Promise<string> {
  const { token } = await answer<{ token: string }>(
    await fetch(`${baseUrl}/api/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: admin.email, password: admin.password, securityKey: admin.securityKey }),
    }),
  );
  return token;
}

/** A product as the catalogue API lists it: what the product form sends back when it saves. */
export interface ListedProduct {
  _id: string;
  brand: string;
  name: string;
  type: string;
  price: number;
  stock: number;
  description: string;
  notes?: string | null;
  promo: { discount: number; startDate: string | null; endDate: string | null } | null;
  sizes: { _id: string; label: string; volumeMl: number | null; sku: string; price: number; stock: number }[];
}

export async function listProducts(baseUrl: string): Promise<ListedProduct[]> {
  return (await answer<{ products: ListedProduct[] }>(await fetch(`${baseUrl}/api/products/all-products?limit=100`))).products;
}

/** A product form as the admin's product API takes it, encoded ahead so sending it costs the sender nothing. */
export interface EncodedProductForm {
  productId: string;
  body: ArrayBuffer;
  contentType: string;
}

/**
 * The product form for `product` with `photo` as its one image, as the owner sends it from a phone; without one, an edit that keeps the images.
 * `stockTo` sets sizes' stock (by size id), as the owner typing a new figure over the one the form showed.
 */
export async function productPhotoForm(product: ListedProduct, photo: Buffer | null, stockTo: Record<string, number> = {}): Promise<EncodedProductForm> {
  const form = new FormData();
  const fields: Record<string, string> = {
    brand: product.brand,
    name: product.name,
    type: product.type,
    price: String(product.price),
    stock: String(product.stock),
    description: product.description,
    notes: product.notes ?? "",
    discount: String(product.promo?.discount ?? 0),
    promoStartDate: product.promo?.startDate ?? "",
    promoEndDate: product.promo?.endDate ?? "",
  };
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  // Each size as the admin's form sends it back: a product sold in several sizes is saved through them.
  const sizes = product.sizes.map((size) => ({ id: size._id, label: size.label, volumeMl: size.volumeMl ?? "", price: size.price, stock: stockTo[size._id] ?? size.stock, stockWas: size.stock, sku: size.sku }));
  form.append("sizes", JSON.stringify(sizes));
  if (photo) form.append("images", new Blob([new Uint8Array(photo)], { type: "image/jpeg" }), "IMG_0001.jpg");
  const request = new Request("http://encode.invalid/", { method: "PUT", body: form });
  return { productId: product._id, body: await request.arrayBuffer(), contentType: request.headers.get("content-type") ?? "" };
}

/** Saves a product form through PUT /api/products/update/:id. */
export async function saveProductForm(baseUrl: string, token: string, form: EncodedProductForm): Promise<void> {
  await answer(
    await fetch(`${baseUrl}/api/products/update/${form.productId}`, {
      method: "PUT",
      headers: { authorization: `Bearer ${token}`, "content-type": form.contentType },
      body: form.body,
    }),
  );
}
