import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { photoKeyOfUrl } from "@/lib/images/photo-variants";
import { backfillPhotos } from "@/lib/uploads/backfill";
import { Order } from "@/models/order";
import { Product } from "@/models/product";
import { SITE_CONTENT_ID, SiteContent } from "@/models/site-content";
import { CAMERA_MAKE, cameraPhoto } from "../support/camera-photo";
import { setupTestDatabase } from "../support/database";
import { createProduct, createTestOrder } from "../support/order-fixtures";

setupTestDatabase();
// Each test runs real photos through the pipeline.
jest.setTimeout(30_000);

let uploads: string;

beforeAll(() => {
  uploads = mkdtempSync(path.join(os.tmpdir(), "scents-backfill-test-"));
  process.env.UPLOADS_DIR = uploads;
  delete process.env.CLOUDINARY_URL;
});

afterAll(() => {
  rmSync(uploads, { recursive: true, force: true });
  delete process.env.UPLOADS_DIR;
});

/** A photo as the shop stored uploads before the pipeline: the camera's file, under a random name. */
async function legacyPhoto(letter: string, orientation = 1): Promise<{ url: string; storageKey: string }> {
  const name = `${letter.repeat(32)}.jpg`;
  writeFileSync(path.join(uploads, name), await cameraPhoto({ width: 600, height: 400, orientation }));
  return { url: `/uploads/${name}`, storageKey: `local:${name}` };
}

describe("npm run images:backfill", () => {
  it("gives old photos their variants, repoints products, orders and the banner, and removes the originals", async () => {
    const sideways = await legacyPhoto("a", 6);
    const second = await legacyPhoto("b");
    const { _id } = await createProduct({ name: "Old photos" });
    await Product.updateOne({ _id }, { $set: { images: [sideways, second, { url: "/uploads/cccccccccccccccccccccccccccccccc.jpg", storageKey: "local:cccccccccccccccccccccccccccccccc.jpg" }] } });
    const order = await createTestOrder({ product: { id: _id, quantity: 1 } });
    await Order.updateOne({ _id: order._id }, { $set: { "orderItems.0.image": sideways.url } });
    const banner = await legacyPhoto("d");
    await SiteContent.create({ _id: SITE_CONTENT_ID, bannerUrl: banner.url, bannerStorageKey: banner.storageKey, description: "Scents." });

    const report = await backfillPhotos();

    expect(report).toEqual({ upgraded: 3, missing: ["cccccccccccccccccccccccccccccccc.jpg"], unreadable: [], removedOriginals: 3 });
    const images = (await Product.findById(_id).lean())?.images ?? [];
    // Upright now: the sideways photo's EXIF said to turn it, so 600x400 became 400x600.
    expect(photoKeyOfUrl(images[0]?.url ?? "")).toMatchObject({ width: 400, height: 600 });
    expect(images[0]).toMatchObject({ width: 400, height: 600, placeholder: expect.stringMatching(/^data:image\/webp/), storageKey: expect.stringMatching(/^local:[a-f0-9]{24}-400x600$/) });
    expect(photoKeyOfUrl(images[1]?.url ?? "")).toMatchObject({ width: 600, height: 400 });
    expect(images[2]?.url).toBe("/uploads/cccccccccccccccccccccccccccccccc.jpg");
    expect((await Order.findById(order._id).lean())?.orderItems[0]?.image).toBe(images[0]?.url);
    const content = await SiteContent.findById(SITE_CONTENT_ID).lean();
    expect(photoKeyOfUrl(content?.bannerUrl ?? "")).not.toBeNull();

    const files = readdirSync(uploads);
    expect(files.filter((file) => /^[a-f0-9]{32}\./.test(file))).toEqual([]);
    for (const file of files) {
      const bytes = await sharp(path.join(uploads, file)).toBuffer();
      expect(bytes.includes(CAMERA_MAKE)).toBe(false);
    }
  });

  it("changes nothing when run again", async () => {
    const before = { products: await Product.find().lean(), files: readdirSync(uploads).sort() };
    expect(await backfillPhotos()).toEqual({ upgraded: 0, missing: ["cccccccccccccccccccccccccccccccc.jpg"], unreadable: [], removedOriginals: 0 });
    expect({ products: await Product.find().lean(), files: readdirSync(uploads).sort() }).toEqual(before);
  });

  it("finishes a run stopped after repointing a product: the original nobody names any more is removed", async () => {
    const orphan = await legacyPhoto("e");
    const report = await backfillPhotos();
    expect(report.removedOriginals).toBe(1);
    expect(existsSync(path.join(uploads, orphan.url.slice("/uploads/".length)))).toBe(false);
  });
});
