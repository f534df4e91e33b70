import { POST as bulkEdit } from "@/app/api/products/bulk-edit/route";
import { POST as bulkPrice } from "@/app/api/products/bulk-price/route";
import { POST as create } from "@/app/api/products/create/route";
import { PUT as update } from "@/app/api/products/update/[id]/route";
import { ALL_PRODUCTS_TAG, productTag } from "@/lib/cache/tags";
import { listProductsForAdmin } from "@/lib/catalog/product-admin";
import type { ProductView } from "@/lib/catalog/product-view";
import { findProductById } from "@/lib/catalog/products";
import { Product } from "@/models/product";
import { freshAdminEachTest } from "../support/admin-session";
import { tagsRevalidatedSince } from "../support/cache";
import { setupTestDatabase } from "../support/database";
import { imageFile, PNG_BYTES, productForm } from "../support/images";
import { callRoute } from "../support/request";
import { withLocalUploads } from "../support/uploads";

setupTestDatabase();
jest.setTimeout(30_000);
withLocalUploads("scents-published-test-");
const admin = freshAdminEachTest();

interface ProductAnswer {
  product: ProductView;
  fieldErrors?: Record<string, string[]>;
}

const form = (fields: Record<string, string>, images: File[] = [imageFile(PNG_BYTES, "bottle.png")]) => {
  const body = productForm({}, images);
  for (const [key, value] of Object.entries(fields)) body.set(key, value);
  return body;
};
const post = (body: FormData) => callRoute<ProductAnswer>(create, { method: "POST", url: "/api/products/create", form: body, headers: admin.auth });
const put = (id: string, body: FormData) => callRoute<ProductAnswer, { id: string }>(update, { method: "PUT", url: `/api/products/update/${id}`, form: body, headers: admin.auth, params: { id } });
const published = async (id: string) => (await Product.findById(id).lean())?.published;

describe("the product form's Published box", () => {
  it("creates a product published unless the form says otherwise, hides and publishes it on an edit, and expires its page each time", async () => {
    const shown = await post(form({}));
    expect([shown.status, shown.body.product.published]).toEqual([201, true]);
    const hidden = await post(form({ published: "false", name: "Secret Oud" }));
    expect([hidden.status, hidden.body.product.published, await published(hidden.body.product._id)]).toEqual([201, false, false]);
    expect(await findProductById(hidden.body.product._id)).toBeNull();

    const id = shown.body.product._id;
    const since = Date.now();
    expect((await put(id, form({ published: "false" }, []))).body.product.published).toBe(false);
    expect(await tagsRevalidatedSince(since, [ALL_PRODUCTS_TAG, productTag(id)])).toEqual([ALL_PRODUCTS_TAG, productTag(id)]);
    expect(await findProductById(id)).toBeNull();
    // A client that does not send the field (the spec's form) leaves it as it is.
    expect((await put(id, form({}, []))).body.product.published).toBe(false);
    expect((await put(id, form({ published: "true" }, []))).body.product.published).toBe(true);
    expect(await findProductById(id)).not.toBeNull();
  });

  it("refuses a value that is neither true nor false on its field, and writes nothing", async () => {
    const { status, body } = await post(form({ published: "maybe" }));
    expect(status).toBe(400);
    expect(body.fieldErrors).toEqual({ published: ["Published must be true or false"] });
    expect(await Product.countDocuments()).toBe(0);
  });
});

describe("the admin list's published-or-hidden filter", () => {
  it("lists only hidden or only published products, and a change to the whole list reaches only the products it shows", async () => {
    const make = (name: string, hide: boolean) => Product.create({ brand: "Ojú", name, description: "Warm.", price: 10000, stock: 3, images: [], ...(hide ? { published: false } : {}) });
    const [oud, rose] = [await make("Oud", true), await make("Rose", false)];
    // Saved before the field: published.
    const musk = await make("Musk", false);
    await Product.collection.updateOne({ _id: musk._id }, { $unset: { published: "" } });

    const names = async (shown?: "published" | "hidden") => (await listProductsForAdmin({ page: 1, shown })).products.map((product) => product.name).sort();
    expect(await names()).toEqual(["Musk", "Oud", "Rose"]);
    expect(await names("hidden")).toEqual(["Oud"]);
    expect(await names("published")).toEqual(["Musk", "Rose"]);

    const edited = await callRoute<{ edited: number }>(bulkEdit, { method: "POST", url: "/api/products/bulk-edit", body: { all: true, shown: "hidden", edit: { change: "stock", stock: 7 } }, headers: admin.auth });
    expect(edited.body.edited).toBe(1);
    const moved = await callRoute(bulkPrice, { method: "POST", url: "/api/products/bulk-price", body: { shown: "published", kind: "percent", value: 10 }, headers: admin.auth });
    expect(moved.status).toBe(200);
    const stored = async (id: unknown) => {
      const product = await Product.findById(id).lean();
      return [product?.stock, product?.price];
    };
    expect([await stored(oud._id), await stored(rose._id), await stored(musk._id)]).toEqual([
      [7, 10000],
      [3, 11000],
      [3, 11000],
    ]);
  });
});
