import { readdirSync } from "node:fs";
import { GET as collectionImageFile } from "@/app/uploads/[file]/route";
import { POST as create } from "@/app/api/admin/collections/route";
import { DELETE as removeImage, PUT as putImage } from "@/app/api/admin/collections/[id]/image/route";
import { PUT as update } from "@/app/api/admin/collections/[id]/route";
import { COLLECTION_MESSAGES, type CollectionView } from "@/lib/catalog/collection-schema";
import { getCollection } from "@/lib/catalog/collections-cached";
import { seedCatalogue } from "@/lib/catalog/seed";
import { Collection } from "@/models/collection";
import { bearer, createTestUser } from "../support/auth";
import { clearDatabase, setupTestDatabase } from "../support/database";
import { imageFile, JPEG_BYTES, PNG_BYTES } from "../support/images";
import { callRoute } from "../support/request";
import { withLocalUploads } from "../support/uploads";

setupTestDatabase();
const uploads = withLocalUploads("scents-collection-image-");
jest.setTimeout(30_000);

interface Answer {
  data: CollectionView;
  fieldErrors?: Record<string, string[]>;
}

let auth: Record<string, string>;
let collection: CollectionView;
beforeEach(async () => {
  await clearDatabase();
  await seedCatalogue();
  auth = await bearer(await createTestUser({ role: "admin", staffRole: "content" }));
  const created = await callRoute<Answer>(create, {
    method: "POST",
    url: "/api/admin/collections",
    body: { slug: "evening", title: "Evening", kind: "rule", imageAlt: "Three bottles on a dark table", rule: { type: "Perfume" } },
    headers: auth,
  });
  collection = created.body.data;
});

const photoForm = (file: File) => {
  const form = new FormData();
  form.append("image", file);
  return form;
};
const put = (form: FormData, id = collection._id, headers = auth) =>
  callRoute<Answer, { id: string }>(putImage, { method: "PUT", url: `/api/admin/collections/${id}/image`, form, headers, params: { id } });
const storedFiles = () => readdirSync(uploads()).sort();

describe("a collection's image", () => {
  it("is uploaded through the photo pipeline, served from /uploads and shown with the owner's description", async () => {
    const { status, body } = await put(photoForm(imageFile(PNG_BYTES, "evening.png")));
    expect(status).toBe(200);
    expect(body.data.image).toMatch(/^\/uploads\/[a-f0-9]{24}-1x1-1\.jpg$/);
    const key = body.data.image!.slice("/uploads/".length, -".jpg".length);
    // The pipeline's variants, as a product photo has them.
    expect(storedFiles()).toEqual([`${key}.avif`, `${key}.jpg`, `${key}.webp`]);
    const served = await collectionImageFile(new Request(`http://localhost${body.data.image}`) as never, { params: Promise.resolve({ file: `${key}.jpg` }) });
    expect(served.status).toBe(200);
    expect(await getCollection("evening")).toMatchObject({ image: body.data.image, imageAlt: "Three bottles on a dark table" });
  });

  it("replaces the previous upload, whose files go, and keeps it when the owner saves the rest of the form", async () => {
    await put(photoForm(imageFile(PNG_BYTES, "first.png")));
    const second = await put(photoForm(imageFile(JPEG_BYTES, "second.jpg", "image/jpeg")));
    const key = second.body.data.image!.slice("/uploads/".length, -".jpg".length);
    expect(storedFiles()).toEqual([`${key}.avif`, `${key}.jpg`, `${key}.webp`]);

    const saved = await callRoute<Answer, { id: string }>(update, {
      method: "PUT",
      url: `/api/admin/collections/${collection._id}`,
      body: { slug: "evening", title: "Evening wear", kind: "rule", imageAlt: "Two bottles", rule: { type: "Perfume" } },
      headers: auth,
      params: { id: collection._id },
    });
    expect(saved.status).toBe(200);
    expect(await getCollection("evening")).toMatchObject({ title: "Evening wear", image: second.body.data.image, imageAlt: "Two bottles" });

    const removed = await callRoute<Answer, { id: string }>(removeImage, { method: "DELETE", url: `/api/admin/collections/${collection._id}/image`, headers: auth, params: { id: collection._id } });
    expect(removed.status).toBe(200);
    expect((await getCollection("evening"))?.image).toBeNull();
    expect(storedFiles()).toEqual([]);
  });

  it("refuses a file that is not a photo, a missing file and an unknown collection, storing nothing", async () => {
    const fake = await put(photoForm(new File([new Uint8Array(Buffer.from("<svg onload=alert(1)>"))], "x.png", { type: "image/png" })));
    expect(fake.status).toBe(400);
    expect(fake.body.fieldErrors?.image?.[0]).toMatch(/JPEG, PNG or WebP/);

    const none = await put(new FormData());
    expect(none.status).toBe(400);
    expect(none.body.fieldErrors?.image).toEqual([COLLECTION_MESSAGES.image]);

    const unknown = await put(photoForm(imageFile(PNG_BYTES, "x.png")), "65f0000000000000000000ff");
    expect(unknown.status).toBe(404);
    expect(storedFiles()).toEqual([]);
    expect((await Collection.findById(collection._id).lean())?.image).toBeUndefined();
  });

  it("is changed only by staff allowed to edit content", async () => {
    const fulfilment = await bearer(await createTestUser({ role: "admin", staffRole: "fulfilment" }));
    const { status } = await put(photoForm(imageFile(PNG_BYTES, "x.png")), collection._id, fulfilment);
    expect(status).toBe(403);
    expect(storedFiles()).toEqual([]);
  });
});
