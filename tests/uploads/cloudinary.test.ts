import { Product } from "@/models/product";
import type { ProductView } from "@/lib/catalog/product-view";
import type { RouteHandler } from "@/lib/api/route";
import sharp from "sharp";
import { bearer, createTestUser } from "../support/auth";
import { startCloudinaryStub } from "../support/cloudinary-stub";
import { setupTestDatabase } from "../support/database";
import { imageFile, JPEG_BYTES, PNG_BYTES, productForm } from "../support/images";
import { callRoute } from "../support/request";

setupTestDatabase();

let stub: Awaited<ReturnType<typeof startCloudinaryStub>>;
let create: RouteHandler;
let update: RouteHandler;
let remove: RouteHandler;
let auth: Record<string, string>;

beforeAll(async () => {
  stub = await startCloudinaryStub("scents-test", "key123", "secret456");
  // The SDK reads CLOUDINARY_URL when it loads, so the routes are imported after setting it.
  process.env.CLOUDINARY_URL = `cloudinary://key123:secret456@scents-test?upload_prefix=${stub.url}`;
  create = (await import("@/app/api/products/create/route")).POST;
  update = (await import("@/app/api/products/update/[id]/route")).PUT;
  remove = (await import("@/app/api/products/delete/[id]/route")).DELETE;
  auth = await bearer(await createTestUser({ role: "admin" }));
});

afterAll(async () => {
  delete process.env.CLOUDINARY_URL;
  await stub.stop();
});

describe("product images on Cloudinary", () => {
  it("uploads checked images to Cloudinary and stores the secure URL", async () => {
    const { status, body } = await callRoute<{ product: ProductView }>(create, { method: "POST", form: productForm({}, [imageFile(PNG_BYTES, "a.png")]), headers: auth });
    expect(status).toBe(201);
    expect(stub.uploads).toHaveLength(1);
    expect(stub.uploads[0]).toMatchObject({ folder: "scents/products" });
    // Cloudinary receives the pipeline's clean copy, never the original with its metadata.
    const sent = await sharp(stub.uploads[0]?.bytes).metadata();
    expect({ format: sent.format, width: sent.width, exif: sent.exif }).toEqual({ format: "jpeg", width: 1, exif: undefined });
    expect(body.product.images).toEqual([
      { url: `https://res.cloudinary.com/scents-test/image/upload/v1/${stub.uploads[0]?.publicId}.png`, width: 1, height: 1, placeholder: expect.stringMatching(/^data:image\/webp;base64,/) },
    ]);
    const stored = await Product.findById(body.product._id).lean();
    expect(stored?.images[0]?.storageKey).toBe(`cloudinary:${stub.uploads[0]?.publicId}`);
  });

  it("sends nothing to Cloudinary for a file that is not an image", async () => {
    const before = stub.uploads.length;
    const { status } = await callRoute(create, { method: "POST", form: productForm({}, [imageFile(Buffer.from("GIF89a fake"), "x.png")]), headers: auth });
    expect(status).toBe(400);
    expect(stub.uploads).toHaveLength(before);
  });

  it("deletes the replaced image from Cloudinary, and the product's images when it is deleted", async () => {
    const created = await callRoute<{ product: ProductView }>(create, { method: "POST", form: productForm({ name: "Cloud" }, [imageFile(PNG_BYTES, "a.png")]), headers: auth });
    const id = created.body.product._id;
    const firstKey = stub.uploads.at(-1)?.publicId ?? "";
    const replaced = await callRoute(update, { method: "PUT", form: productForm({ name: "Cloud" }, [imageFile(JPEG_BYTES, "b.jpg", "image/jpeg")]), headers: auth, params: { id } });
    expect(replaced.status).toBe(200);
    expect(stub.destroyed).toContain(firstKey);
    const secondKey = stub.uploads.at(-1)?.publicId ?? "";
    expect((await callRoute(remove, { method: "DELETE", headers: auth, params: { id } })).status).toBe(200);
    expect(stub.destroyed).toContain(secondKey);
  });
});
