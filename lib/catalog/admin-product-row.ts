import type { ProductView } from "./product-view";

/**
 * A product as the admin's product list holds it: what its rows, ticks, delete dialog and sizes' grid show, and no
 * more. The whole product (scent notes, SEO text, photos, drops...) is read when the owner opens it in the edit form:
 * sent with every page, it was shipped twice (the rows' HTML and the page data the list is rendered from again).
 */
export interface AdminProductRow extends Pick<ProductView, "_id" | "brand" | "name" | "type" | "price" | "promoPrice" | "description" | "stock" | "promo" | "promoState" | "published"> {
  /** The first photo's URL, or "" for none. */
  image: string;
  sizes: Pick<ProductView["sizes"][number], "_id" | "label" | "price" | "stock" | "sku">[];
}

export function adminProductRow(product: ProductView): AdminProductRow {
  return {
    _id: product._id,
    brand: product.brand,
    name: product.name,
    type: product.type,
    price: product.price,
    promoPrice: product.promoPrice,
    description: product.description,
    stock: product.stock,
    promo: product.promo,
    promoState: product.promoState,
    published: product.published,
    image: product.images[0]?.url ?? "",
    sizes: product.sizes.map(({ _id, label, price, stock, sku }) => ({ _id, label, price, stock, sku })),
  };
}
