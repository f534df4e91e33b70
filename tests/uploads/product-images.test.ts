import { readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { POST as create } from "@/app/api/products/create/route";
import { DELETE as remove } from "@/app/api/products/delete/[id]/route";
import { PUT as update } from "@/app/api/products/update/[id]/route";
import { GET as serveUpload } from "@/app/uploads/[file]/route";
import type { ProductView } from "@/lib/catalog/product-view";
import { ActivityEvent } from "@/models/activity-event";
import { Product } from "@/models/product";
import sharp from "sharp";
import { bearer, createTestUser } from "../support/auth";
import { CAMERA_MAKE, cameraPhoto, decompressionBomb } from "../support/camera-photo";
import { tagsRevalidatedSince } from "../support/cache";
import { setupTestDatabase } from "../support/database";
import { imageFile, JPEG_BYTES, PNG_BYTES, productForm, WEBP_BYTES } from "../support/images";
import { callRoute } from "../support/request";
import { withLocalUploads } from "../support/uploads";
import { NextRequest } from "next/server";

setupTestDatabase();
// Real photos go through the encoder, a low-priority process: on a machine busy with other tests it waits.
jest.setTimeout(30_000);

interface ProductAnswer {
  success: boolean;
  product: ProductView;
  message: string;
  fieldErrors?: Record<string, string[]>;
}

let auth: Record<string, string>;
const uploadsFolder = withLocalUploads("scents-uploads-test-");

beforeAll(async () => {
  auth = await bearer(await createTestUser({ role: "admin" }));
});

const post = (form: FormData) => callRoute<ProductAnswer>(create, { method: "POST", url: "/api/products/create", form, headers: auth });
const put = (id: string, form: FormData) =>
  callRoute<ProductAnswer, { id: string }>(update, { method: "PUT", url: `/api/products/update/${id}`, form, headers: auth, params: { id } });

async function serve(url: string) {
  const file = url.replace("/uploads/", "");
  const response = await serveUpload(new Request(`http://localhost${url}`), { params: Promise.resolve({ file }) });
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

describe("product images", () => {
  it("stores a photo as its variants and serves them with their content types", async () => {
    const before = Date.now();
    const { status, body } = await post(productForm({}, [imageFile(PNG_BYTES, "bottle.png")]));
    expect(status).toBe(201);
    expect(body).toMatchObject({ success: true, product: { brand: "Maison Test", name: "Harmattan Breeze", price: 42500.5, stock: 12, type: "Perfume" } });
    const image = body.product.images[0];
    expect(image).toEqual({ url: expect.stringMatching(/^\/uploads\/[a-f0-9]{24}-1x1-1\.jpg$/), width: 1, height: 1, placeholder: expect.stringMatching(/^data:image\/webp;base64,/) });
    const url = image?.url ?? "";
    for (const [variant, type] of [[url, "image/jpeg"], [url.replace(/\.jpg$/, ".avif"), "image/avif"], [url.replace(/\.jpg$/, ".webp"), "image/webp"]] as const) {
      const served = await serve(variant);
      expect({ variant, status: served.status, type: served.headers.get("content-type") }).toEqual({ variant, status: 200, type });
      expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    }
    const tags = ["all-products", `product:${body.product._id}`];
    expect(await tagsRevalidatedSince(before, tags)).toEqual(tags);
    expect(await ActivityEvent.exists({ kind: "product-created", subject: body.product._id })).toBeTruthy();
  });

  it("reads files by content, whatever their name: a JPEG called .png and a WebP both become photos", async () => {
    const { status, body } = await post(productForm({ name: "Two" }, [imageFile(JPEG_BYTES, "photo.png"), imageFile(WEBP_BYTES, "x.webp", "image/webp")]));
    expect(status).toBe(201);
    expect(body.product.images.map((image) => /-(\d+x\d+)-\d+\.jpg$/.exec(image.url)?.[1])).toEqual(["8x8", "8x8"]);
  });

  it("stores a photo uploaded twice once, and keeps its files while another product still shows it", async () => {
    const bytes = await cameraPhoto({ width: 64, height: 48 });
    const photo = () => imageFile(bytes, "same.jpg", "image/jpeg");
    const first = (await post(productForm({ name: "Twin one" }, [photo()]))).body.product;
    const second = (await post(productForm({ name: "Twin two" }, [photo()]))).body.product;
    expect(second.images[0]?.url).toBe(first.images[0]?.url);
    await callRoute(remove, { method: "DELETE", headers: auth, params: { id: first._id } });
    expect((await serve(second.images[0]?.url ?? "")).status).toBe(200);
    await callRoute(remove, { method: "DELETE", headers: auth, params: { id: second._id } });
    expect((await serve(second.images[0]?.url ?? "")).status).toBe(404);
  });

  it.each([
    ["a text file named .png", () => imageFile(Buffer.from("this is not an image at all"), "evil.png"), "Image must be a JPEG, PNG or WebP file"],
    ["an SVG (scriptable) image", () => imageFile(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), "a.svg", "image/svg+xml"), "Image must be a JPEG, PNG or WebP file"],
    ["a file over 5 MB", () => imageFile(Buffer.concat([PNG_BYTES, Buffer.alloc(5 * 1024 * 1024)]), "huge.png"), "Image must be at most 5 MB"],
    ["an iPhone HEIC photo", () => imageFile(Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from("ftypheic"), Buffer.alloc(64)]), "IMG_0001.HEIC", "image/heic"), "HEIC photos cannot be read here: save the photo as JPEG and upload it again"],
    ["a corrupt JPEG", () => imageFile(Buffer.concat([JPEG_BYTES.subarray(0, 40), Buffer.alloc(100, 9)]), "broken.jpg", "image/jpeg"), "This image could not be read: save the photo as JPEG and upload it again"],
  ])("refuses %s with 400 and stores nothing", async (_label, file, message) => {
    const productsBefore = await Product.countDocuments();
    const filesBefore = readdirSync(uploadsFolder()).length;
    const { status, body } = await post(productForm({ name: "Refused" }, [file()]));
    expect(status).toBe(400);
    expect(body.fieldErrors).toEqual({ images: [message] });
    expect(await Product.countDocuments()).toBe(productsBefore);
    expect(readdirSync(uploadsFolder())).toHaveLength(filesBefore);
  });

  it("refuses a create without an image: 'Image is required'", async () => {
    const { status, body } = await post(productForm({ name: "No image" }));
    expect(status).toBe(400);
    expect(body.fieldErrors).toEqual({ images: ["Image is required"] });
    expect(await Product.exists({ name: "No image" })).toBeNull();
  });

  it("refuses a decompression bomb next to a good photo, and stores neither", async () => {
    const filesBefore = readdirSync(uploadsFolder()).length;
    const { status, body } = await post(productForm({ name: "Bomb" }, [imageFile(JPEG_BYTES, "good.jpg", "image/jpeg"), imageFile(await decompressionBomb(), "bomb.png")]));
    expect(status).toBe(400);
    expect(body.fieldErrors).toEqual({ images: ["Image is too large: at most 50 megapixels"] });
    expect(readdirSync(uploadsFolder())).toHaveLength(filesBefore);
  });

  it("serves a camera photo without its GPS or camera data, and answers 304 to a browser that has it", async () => {
    const { body } = await post(productForm({ name: "Camera" }, [imageFile(await cameraPhoto({ width: 900, height: 600, orientation: 6 }), "IMG_1234.jpg", "image/jpeg")]));
    const url = body.product.images[0]?.url ?? "";
    expect(url).toMatch(/-600x900-600\.jpg$/);
    const served = await serve(url);
    expect(served.bytes.includes(CAMERA_MAKE)).toBe(false);
    expect((await sharp(served.bytes).metadata()).exif).toBeUndefined();
    const etag = served.headers.get("etag") ?? "";
    expect(etag).toBe(`"${url.slice("/uploads/".length)}"`);
    const again = await serveUpload(new Request(`http://localhost${url}`, { headers: { "if-none-match": etag } }), { params: Promise.resolve({ file: url.slice("/uploads/".length) }) });
    expect(again.status).toBe(304);
    expect(again.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });

  it("serves a photo stored before the pipeline upright and stripped of its metadata until the backfill replaces it", async () => {
    const name = `${"b".repeat(32)}.jpg`;
    writeFileSync(path.join(uploadsFolder(), name), await cameraPhoto({ width: 300, height: 200, orientation: 6 }));
    const served = await serve(`/uploads/${name}`);
    expect(served.status).toBe(200);
    const meta = await sharp(served.bytes).metadata();
    expect({ width: meta.width, height: meta.height, exif: meta.exif }).toEqual({ width: 200, height: 300, exif: undefined });
    expect(served.bytes.includes(CAMERA_MAKE)).toBe(false);
  });

  it("checks the fields with the spec's messages before storing any image", async () => {
    const filesBefore = readdirSync(uploadsFolder()).length;
    const { status, body } = await post(
      productForm({ brand: " ", name: "", price: "0", description: "", stock: "-1", discount: "101" }, [imageFile(PNG_BYTES, "ok.png")]),
    );
    expect(status).toBe(400);
    expect(body.fieldErrors).toEqual({
      brand: ["Brand is required"],
      name: ["Name is required"],
      price: ["Price must be a positive number"],
      description: ["Description is required"],
      stock: ["Stock must be a non-negative number"],
      discount: ["Discount must be between 0 and 100"],
    });
    expect(readdirSync(uploadsFolder())).toHaveLength(filesBefore);
  });

  it("refuses a promo that ends before it starts", async () => {
    const { status, body } = await post(
      productForm({ discount: "10", promoStartDate: "2026-02-10", promoEndDate: "2026-02-01" }, [imageFile(PNG_BYTES, "ok.png")]),
    );
    expect(status).toBe(400);
    expect(body.fieldErrors).toEqual({ promoEndDate: ["End date must be after start date"] });
  });

  it("updates fields, keeps images unless new ones are sent, and replaces (deleting the old file) when they are", async () => {
    // Each photo its own: the same bytes on another product would keep the files (content-addressed).
    const created = (await post(productForm({ name: "Editable" }, [imageFile(await cameraPhoto({ width: 64, height: 48 }), "one.jpg", "image/jpeg")]))).body.product;
    const firstUrl = created.images[0]?.url ?? "";
    const beforeUpdate = Date.now();
    const kept = await put(created._id, productForm({ name: "Editable", price: "50000", discount: "20", promoStartDate: "2020-01-01", promoEndDate: "2099-01-01" }));
    expect(kept.status).toBe(200);
    expect(kept.body.product).toMatchObject({ price: 50000, promoPrice: 40000, images: [{ url: firstUrl }] });
    const tags = ["all-products", `product:${created._id}`];
    expect(await tagsRevalidatedSince(beforeUpdate, tags)).toEqual(tags);

    const replaced = await put(created._id, productForm({ name: "Editable" }, [imageFile(JPEG_BYTES, "two.jpg", "image/jpeg")]));
    expect(replaced.status).toBe(200);
    expect(replaced.body.product.images[0]?.url).toMatch(/-8x8-8\.jpg$/);
    expect((await serve(firstUrl)).status).toBe(404);
    expect((await serve(firstUrl.replace(/\.jpg$/, ".avif"))).status).toBe(404);
  });

  it("handles uploads one at a time once the caller is known: a slow phone's upload holds the next, never a stranger's", async () => {
    // A phone on slow data: half its photo sent, the rest when the test says.
    const form = new Response(productForm({ name: "Slow upload" }, [imageFile(await cameraPhoto({ width: 64, height: 48 }), "slow.jpg", "image/jpeg")]));
    const bytes = new Uint8Array(await form.arrayBuffer());
    let sendRest = () => {};
    const rest = new Promise<void>((resolve) => {
      sendRest = resolve;
    });
    // Pulled only when read, so the test knows when the slow upload has its turn: the queue is
    // entered once the caller is known, and either request may be authorised first.
    let slowRead = () => {};
    const slowHasItsTurn = new Promise<void>((resolve) => {
      slowRead = resolve;
    });
    let pulls = 0;
    const slowBody = new ReadableStream<Uint8Array>(
      {
        async pull(controller) {
          pulls += 1;
          if (pulls === 1) {
            slowRead();
            controller.enqueue(bytes.subarray(0, bytes.length / 2));
            return;
          }
          await rest;
          controller.enqueue(bytes.subarray(bytes.length / 2));
          controller.close();
        },
      },
      { highWaterMark: 0 },
    );
    const slowRequest = new NextRequest("http://localhost:3000/api/products/create", {
      method: "POST",
      headers: { ...auth, "content-type": form.headers.get("content-type") ?? "" },
      body: slowBody,
      duplex: "half",
    } as ConstructorParameters<typeof NextRequest>[1]);
    const answered: string[] = [];
    const slow = create(slowRequest, { params: Promise.resolve({}) }).then((response) => {
      answered.push("slow");
      return response.status;
    });
    await slowHasItsTurn;
    const next = post(productForm({ name: "Next upload" }, [imageFile(JPEG_BYTES, "next.jpg", "image/jpeg")])).then((response) => {
      answered.push("next");
      return response.status;
    });
    // A stranger's multipart request is refused at once: waiting in the owner's queue, it could hold it.
    const stranger = await callRoute(create, { method: "POST", url: "/api/products/create", form: productForm({ name: "Stranger" }) });
    expect(stranger.status).toBe(401);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(answered).toEqual([]);

    sendRest();
    expect(await Promise.all([slow, next])).toEqual([201, 201]);
    expect(answered).toEqual(["slow", "next"]);
  });

  it("answers 404 for an unknown product id on update and delete", async () => {
    const id = "64b7f0c2a1b2c3d4e5f60718";
    expect((await put(id, productForm())).status).toBe(404);
    expect((await put("not-an-id", productForm())).status).toBe(404);
    const deleted = await callRoute<ProductAnswer, { id: string }>(remove, { method: "DELETE", headers: auth, params: { id } });
    expect(deleted.status).toBe(404);
    expect(deleted.body.message).toBe("Product not found");
  });

  it("deletes a product and its stored image", async () => {
    const created = (await post(productForm({ name: "Doomed" }, [imageFile(await cameraPhoto({ width: 64, height: 48 }), "doomed.jpg", "image/jpeg")]))).body.product;
    const { status, body } = await callRoute<ProductAnswer, { id: string }>(remove, { method: "DELETE", headers: auth, params: { id: created._id } });
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, message: "Product deleted successfully" });
    expect(await Product.exists({ _id: created._id })).toBeNull();
    expect((await serve(created.images[0]?.url ?? "")).status).toBe(404);
  });

  it("serves only file names it created", async () => {
    for (const name of ["../package.json", "..%2Fpackage.json", "abc.png", `${"a".repeat(32)}.svg`]) {
      const response = await serveUpload(new Request("http://localhost/uploads/x"), { params: Promise.resolve({ file: name }) });
      expect(response.status).toBe(404);
    }
  });
});
