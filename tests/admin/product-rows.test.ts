import { Types } from "mongoose";
import { GET as readForEditing } from "@/app/api/products/update/[id]/route";
import { adminProductRow } from "@/lib/catalog/admin-product-row";
import { listProductRowsForAdmin } from "@/lib/catalog/product-admin";
import { adminProductQuerySchema } from "@/lib/catalog/product-admin-schema";
import { toProductView, type ProductView } from "@/lib/catalog/product-view";
import { Product, type ProductRecord } from "@/models/product";
import { freshAdminEachTest } from "../support/admin-session";
import { bearer, createTestUser } from "../support/auth";
import { setupTestDatabase } from "../support/database";
import { callRoute } from "../support/request";

setupTestDatabase();
jest.setTimeout(60_000);

const admin = freshAdminEachTest();
const PLACEHOLDER = `data:image/webp;base64,${"A".repeat(1_500)}`;

/** A product as a grown shop keeps it: five sizes, two photos with their placeholders, a pyramid and its search text. */
async function fullProduct(): Promise<string> {
  const product = await Product.create({
    brand: "Maison Lagos",
    name: "Harmattan Oud",
    type: "Perfume",
    description: "Warm oud and saffron for the dry season's evenings.",
    notes: "Oud, Saffron, Rose",
    images: [
      { url: "/products/harmattan-oud.svg", placeholder: PLACEHOLDER },
      { url: "/products/harmattan-oud-box.svg", placeholder: PLACEHOLDER },
    ],
    sizes: [10, 30, 50, 75, 100].map((ml, index) => ({ _id: new Types.ObjectId(), label: `${ml} ml`, volumeMl: ml, sku: `ML-OUD-${ml}`, price: 10_000 * (index + 1), stock: index })),
    concentration: "Eau de Parfum",
    forWhom: "Unisex",
    family: "Woody",
    scentNotes: { top: ["Saffron", "Bergamot"], heart: ["Rose", "Jasmine"], base: ["Oud", "Amber", "Musk"] },
    seoTitle: "Harmattan Oud by Maison Lagos",
    seoDescription: "A warm oud perfume made in Lagos, in five sizes from 10 ml.",
  });
  return product._id.toString();
}

const editingRead = (id: string, headers: Record<string, string>) => callRoute<{ product: ProductView }, { id: string }>(readForEditing, { method: "GET", url: `/api/products/update/${id}`, headers, params: { id } });

describe("the owner's product list rows", () => {
  it("carry only what the list shows: a fifth of the whole product", async () => {
    const id = await fullProduct();
    const whole = toProductView((await Product.findById(id).lean<ProductRecord>())!);
    const {
      products: [row],
    } = await listProductRowsForAdmin(adminProductQuerySchema.parse({}));
    expect(row).toEqual(adminProductRow(whole));
    expect(row?.sizes).toHaveLength(5);
    // Sent with the page as its data: the whole product was 4.5 kB, most of it the photos' placeholders.
    expect(JSON.stringify(whole).length).toBeGreaterThan(4_000);
    expect(JSON.stringify(row).length).toBeLessThan(900);
  });

  it("give the edit form the whole product through the owner's API, a 404 for one that is gone, and nothing to staff without the products permission", async () => {
    const id = await fullProduct();
    const answer = await editingRead(id, admin.auth);
    expect(answer.status).toBe(200);
    expect(answer.body.product).toEqual(toProductView((await Product.findById(id).lean<ProductRecord>())!));
    expect(answer.body.product.scentNotes?.base).toEqual(["Oud", "Amber", "Musk"]);
    expect(answer.body.product.images[0]?.placeholder).toBe(PLACEHOLDER);

    const gone = await editingRead(new Types.ObjectId().toString(), admin.auth);
    expect(gone.status).toBe(404);

    const packer = await createTestUser({ role: "admin", staffRole: "fulfilment" });
    expect((await editingRead(id, await bearer(packer))).status).toBe(403);
  });
});
