import { POST as create } from "@/app/api/products/create/route";
import { PUT as update } from "@/app/api/products/update/[id]/route";
import { PERFUME_MESSAGES } from "@/lib/catalog/perfume-schema";
import type { ProductView } from "@/lib/catalog/product-view";
import { knownNotes } from "@/lib/catalog/scent-notes";
import { seedCatalogue } from "@/lib/catalog/seed";
import { SEED_CATALOGUE } from "@/lib/catalog/seed-catalogue";
import { Product } from "@/models/product";
import { ScentNote } from "@/models/scent-note";
import { freshAdminEachTest } from "../support/admin-session";
import { setupTestDatabase } from "../support/database";
import { imageFile, PNG_BYTES, productForm } from "../support/images";
import { callRoute } from "../support/request";
import { withLocalUploads } from "../support/uploads";

setupTestDatabase();
jest.setTimeout(30_000);

interface ProductAnswer {
  product: ProductView;
  fieldErrors?: Record<string, string[]>;
}

withLocalUploads("scents-perfume-test-");
const admin = freshAdminEachTest();

const perfumeForm = (fields: Record<string, string>, images: File[] = [imageFile(PNG_BYTES, "bottle.png")]) => {
  const form = productForm({}, images);
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  return form;
};
const post = (form: FormData) => callRoute<ProductAnswer>(create, { method: "POST", url: "/api/products/create", form, headers: admin.auth });
const put = (id: string, form: FormData) =>
  callRoute<ProductAnswer, { id: string }>(update, { method: "PUT", url: `/api/products/update/${id}`, form, headers: admin.auth, params: { id } });

describe("what a perfume is", () => {
  it("stores concentration, for whom, family and notes in the list's spelling, and adds a new note to the shop's list", async () => {
    const { status, body } = await post(
      perfumeForm({ concentration: "Eau de Parfum", forWhom: "Unisex", family: "Woody", topNotes: " saffron ,  pink   pepper", heartNotes: "Oud", baseNotes: "Baobab resin, vanilla" }),
    );
    expect(status).toBe(201);
    expect(body.product).toMatchObject({
      concentration: "Eau de Parfum",
      forWhom: "Unisex",
      family: "Woody",
      scentNotes: { top: ["Saffron", "Pink pepper"], heart: ["Oud"], base: ["Baobab resin", "Vanilla"] },
    });
    expect(await ScentNote.find().lean()).toEqual([expect.objectContaining({ _id: "baobab resin", name: "Baobab resin" })]);
    expect(await knownNotes()).toContain("Baobab resin");

    // A second spelling of the new note is the same note.
    const again = await post(perfumeForm({ heartNotes: "BAOBAB RESIN" }));
    expect(again.body.product.scentNotes).toEqual({ top: [], heart: ["Baobab resin"], base: [] });
    expect(await ScentNote.countDocuments()).toBe(1);
  });

  it("refuses a value outside the vocabulary, a note twice and too many notes, with field errors and nothing written", async () => {
    const { status, body } = await post(
      perfumeForm({ concentration: "Extra strong", forWhom: "Everyone", family: "Smoky", topNotes: "Oud", baseNotes: "oud", heartNotes: Array.from({ length: 9 }, (_, i) => `Note ${i}`).join(",") }),
    );
    expect(status).toBe(400);
    expect(body.fieldErrors).toMatchObject({
      concentration: [PERFUME_MESSAGES.concentration],
      forWhom: [PERFUME_MESSAGES.forWhom],
      family: [PERFUME_MESSAGES.family],
      heartNotes: [PERFUME_MESSAGES.notes],
    });
    const duplicate = await post(perfumeForm({ topNotes: "Oud", baseNotes: "oud" }));
    expect(duplicate.status).toBe(400);
    expect(duplicate.body.fieldErrors).toMatchObject({ baseNotes: [PERFUME_MESSAGES.noteTaken] });
    expect(await Product.countDocuments()).toBe(0);
    expect(await ScentNote.countDocuments()).toBe(0);
  });

  it("clears what the owner empties on an edit, and a product without any of it shows none", async () => {
    const created = await post(perfumeForm({ concentration: "Parfum", family: "Amber", baseNotes: "Amber" }));
    const { status, body } = await put(created.body.product._id, perfumeForm({ concentration: "", family: "", baseNotes: "" }, []));
    expect(status).toBe(200);
    expect(body.product).toMatchObject({ concentration: null, forWhom: null, family: null, scentNotes: null });
    const stored = await Product.findById(created.body.product._id).lean();
    expect(stored).not.toHaveProperty("concentration");
    expect(stored).not.toHaveProperty("scentNotes");
  });

  it("seeds every perfume with its concentration, for whom, family and notes, all from the starter list", async () => {
    await seedCatalogue();
    const perfumes = await Product.find({ type: "Perfume" }).lean();
    expect(perfumes).toHaveLength(SEED_CATALOGUE.filter((item) => item.type === "Perfume").length);
    const starter = new Set(await knownNotes());
    for (const perfume of perfumes) {
      expect(perfume).toMatchObject({ concentration: expect.any(String), forWhom: expect.any(String), family: expect.any(String) });
      const notes = [...perfume.scentNotes!.top, ...perfume.scentNotes!.heart, ...perfume.scentNotes!.base];
      expect(perfume.scentNotes!.base.length).toBeGreaterThan(0);
      for (const note of notes) expect(starter).toContain(note);
    }
  });
});
