import { Types } from "mongoose";
import { POST as create } from "@/app/api/products/create/route";
import { PUT as update } from "@/app/api/products/update/[id]/route";
import { SIZE_MESSAGES } from "@/lib/catalog/product-admin-schema";
import type { ProductView } from "@/lib/catalog/product-view";
import { returnAllStock, takeStock } from "@/lib/checkout/holds";
import { Product } from "@/models/product";
import { freshAdminEachTest } from "../support/admin-session";
import { setupTestDatabase } from "../support/database";
import { imageFile, PNG_BYTES, productForm } from "../support/images";
import { callRoute } from "../support/request";
import { withLocalUploads } from "../support/uploads";

setupTestDatabase();
jest.setTimeout(30_000);

interface ProductAnswer {
  product: ProductView;
  message: string;
  fieldErrors?: Record<string, string[]>;
}

withLocalUploads("scents-sizes-test-");
const admin = freshAdminEachTest();

type Row = Record<string, string | number | undefined>;
const sized = (rows: Row[], images: File[] = []) => {
  const form = productForm({}, images);
  form.delete("price");
  form.delete("stock");
  form.append("sizes", JSON.stringify(rows));
  return form;
};
const post = (form: FormData) => callRoute<ProductAnswer>(create, { method: "POST", url: "/api/products/create", form, headers: admin.auth });
const put = (id: string, form: FormData) =>
  callRoute<ProductAnswer, { id: string }>(update, { method: "PUT", url: `/api/products/update/${id}`, form, headers: admin.auth, params: { id } });

const THREE: Row[] = [
  { label: "30 ml", volumeMl: "30", price: "32000", stock: "6", sku: "hb-30" },
  { label: "50 ml", volumeMl: "50", price: "48000", stock: "4" },
  { label: "100 ml", volumeMl: "100", price: "79000.50", stock: "0", sku: "HB-100" },
];

async function createThree() {
  const { status, body } = await post(sized(THREE, [imageFile(PNG_BYTES, "bottle.png")]));
  expect(status).toBe(201);
  return body.product;
}

const rowsOf = (product: ProductView): Row[] =>
  product.sizes.map((size) => ({ id: size._id, label: size.label, volumeMl: size.volumeMl ?? "", price: String(size.price), stock: String(size.stock), stockWas: String(size.stock), sku: size.sku }));

describe("the owner edits a product's sizes", () => {
  it("creates a product in three sizes: the product's price is the cheapest, its stock their total, SKUs upper-case or made", async () => {
    const product = await createThree();
    expect(product).toMatchObject({ price: 32000, stock: 10, pricesVary: true });
    expect(product.sizes.map(({ label, volumeMl, price, stock, sku }) => ({ label, volumeMl, price, stock, sku }))).toEqual([
      { label: "30 ml", volumeMl: 30, price: 32000, stock: 6, sku: "HB-30" },
      { label: "50 ml", volumeMl: 50, price: 48000, stock: 4, sku: expect.stringMatching(/^SC-[0-9A-F]{10}$/) },
      { label: "100 ml", volumeMl: 100, price: 79000.5, stock: 0, sku: "HB-100" },
    ]);
  });

  it("adds, removes, reorders and reprices sizes, keeping each kept size's id and SKU", async () => {
    const product = await createThree();
    const [small, medium] = rowsOf(product) as [Row, Row, Row];
    const rows = [{ ...medium, price: "50000" }, small, { label: "200 ml", volumeMl: "200", price: "120000", stock: "2", sku: "HB-200" }];
    const { status, body } = await put(product._id, sized(rows));
    expect(status).toBe(200);
    expect(body.product.sizes.map(({ _id, label, price, sku }) => ({ _id, label, price, sku }))).toEqual([
      { _id: medium.id, label: "50 ml", price: 50000, sku: medium.sku },
      { _id: small.id, label: "30 ml", price: 32000, sku: "HB-30" },
      { _id: expect.any(String), label: "200 ml", price: 120000, sku: "HB-200" },
    ]);
    expect(await Product.findById(product._id).lean()).toMatchObject({ price: 32000, stock: 12 });
  });

  it("moves a size's stock by what the owner changed, so units ordered while the form was open stay sold", async () => {
    const product = await createThree();
    const rows = rowsOf(product);
    // Two of the 30 ml are ordered after the owner opened the form showing 6.
    expect(await takeStock(product._id, String(rows[0]!.id), new Types.ObjectId(), 2)).toBe("taken");
    rows[0] = { ...rows[0], stock: "9" };
    const { body } = await put(product._id, sized(rows));
    expect(body.product.sizes.map((size) => size.stock)).toEqual([7, 4, 0]);
    expect(body.product.stock).toBe(11);
  });

  it("saves the owner's edit on top of an order that takes stock between the read and the save", async () => {
    const product = await createThree();
    const rows = rowsOf(product).map((row): Row => ({ ...row, stock: String(Number(row.stock) + 1) }));
    const save = Product.prototype.save;
    const saving = jest.spyOn(Product.prototype, "save").mockImplementation(async function (this: InstanceType<typeof Product>, ...args) {
      // The first save finds an order took one 50 ml after the form's figures were worked out.
      if (saving.mock.calls.length === 1) expect(await takeStock(product._id, String(rows[1]!.id), new Types.ObjectId(), 1)).toBe("taken");
      return save.apply(this, args);
    });
    try {
      const { status } = await put(product._id, sized(rows));
      expect(status).toBe(200);
      expect(saving).toHaveBeenCalledTimes(2);
    } finally {
      saving.mockRestore();
    }
    // Both count: 6+1, 4+1-1, 0+1.
    expect((await Product.findById(product._id).lean())?.sizes?.map((size) => size.stock)).toEqual([7, 4, 1]);
    expect((await Product.findById(product._id).lean())?.stock).toBe(12);
  });

  it("refuses, field by field and without saving, sizes with no label, a shared label or SKU, a bad volume, price or stock", async () => {
    const product = await createThree();
    const rows: Row[] = [
      { label: "", price: "10", stock: "1" },
      { label: "50 ml", price: "-3", stock: "1" },
      { label: "50 ML", price: "10", stock: "1.5", volumeMl: "0" },
      { label: "100 ml", price: "10", stock: "1", sku: "no spaces" },
    ];
    const { status, body } = await put(product._id, sized(rows));
    expect(status).toBe(400);
    expect(body.fieldErrors).toMatchObject({
      "sizes.1.price": ["Price must be a positive number"],
      "sizes.2.stock": ["Stock must be a non-negative number"],
      "sizes.2.volumeMl": [SIZE_MESSAGES.volume],
      "sizes.3.sku": [SIZE_MESSAGES.sku],
    });
    const clash = await put(product._id, sized([{ label: "", price: "10", stock: "1" }, { label: "a", price: "1", stock: "1", sku: "X1" }, { label: "A", price: "1", stock: "1", sku: "x1" }]));
    expect(clash.body.fieldErrors).toEqual({
      "sizes.0.label": [SIZE_MESSAGES.label],
      "sizes.2.label": [SIZE_MESSAGES.labelTaken],
      "sizes.2.sku": [SIZE_MESSAGES.skuTaken],
    });
    for (const sizes of ["[]", "not json", JSON.stringify(Array.from({ length: 11 }, (_, index) => ({ label: `${index} ml`, price: "1", stock: "1" }))), '{"label":"x"}']) {
      const form = sized([]);
      form.set("sizes", sizes);
      const refused = await put(product._id, form);
      expect(refused.status).toBe(400);
      expect(Object.keys(refused.body.fieldErrors ?? {})).toEqual(["sizes"]);
    }
    expect((await Product.findById(product._id).lean())?.sizes?.map((size) => size.label)).toEqual(["30 ml", "50 ml", "100 ml"]);
  });

  it("refuses a SKU another product uses, naming the row", async () => {
    const product = await createThree();
    const other = await post(sized([{ label: "", price: "5000", stock: "3", sku: "SOLO-1" }], [imageFile(PNG_BYTES, "solo.png")]));
    const rows = rowsOf(product);
    rows[1] = { ...rows[1], sku: "solo-1" };
    const { status, body } = await put(product._id, sized(rows));
    expect(status).toBe(400);
    expect(body.fieldErrors).toEqual({ "sizes.1.sku": ["Another product uses this SKU"] });
    expect(other.status).toBe(201);
  });

  it("refuses to remove a size an unpaid order holds, and removes it once the hold is gone", async () => {
    const product = await createThree();
    const rows = rowsOf(product);
    const order = new Types.ObjectId();
    await takeStock(product._id, String(rows[1]!.id), order, 1);
    const { status, body } = await put(product._id, sized([rows[0]!, rows[2]!]));
    expect(status).toBe(400);
    expect(body.fieldErrors).toEqual({ sizes: ["50 ml is held by an unpaid order: remove it once the order is paid or expires"] });
    await returnAllStock(order);
    expect((await put(product._id, sized([rows[0]!, rows[2]!]))).status).toBe(200);
  });

  it("takes a price and stock alone for a one-size product, as the spec's form sends them, and refuses them for one with several sizes", async () => {
    const solo = await post(productForm({ price: "15000", stock: "4" }, [imageFile(PNG_BYTES, "solo.png")]));
    expect(solo.body.product.sizes.map(({ price, stock }) => ({ price, stock }))).toEqual([{ price: 15000, stock: 4 }]);
    expect((await put(solo.body.product._id, productForm({ price: "16000", stock: "9" }))).body.product.sizes[0]).toMatchObject({ price: 16000, stock: 9 });
    const product = await createThree();
    const { status, body } = await put(product._id, productForm({ price: "16000", stock: "9" }));
    expect(status).toBe(400);
    expect(body.fieldErrors).toEqual({ price: ["This product is sold in 3 sizes: set the price and stock of each size"] });
    const bare = productForm({}, [imageFile(PNG_BYTES, "bare.png")]);
    bare.delete("price");
    bare.delete("stock");
    expect((await post(bare)).body.fieldErrors).toMatchObject({ price: ["Price must be a positive number"], stock: ["Stock must be a non-negative number"] });
  });
});
