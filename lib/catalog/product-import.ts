import "server-only";
import { recordActivity } from "@/lib/activity/record-activity";
import { revalidateProducts } from "@/lib/cache/revalidate";
import { checkImages, deleteImages, storeImages, type StoredImage } from "@/lib/uploads/image-storage";
import { DomainError } from "@/lib/vocabulary/domain-error";
import { ImportJob, type ImportJobRecord } from "@/models/import-job";
import { openCatalogueFile, PhotoZip, uploadFingerprint } from "./catalogue-file";
import { saveEdited, type Editor } from "./product-admin";
import { settleNotes } from "./scent-notes";
import { productsOfRows, type ProductRows, type RowError } from "./product-import-check";
import { candidatesFor, importedFields, importedNotes, importedSizes, planProduct, rememberPhoto, withIds, type PlanContext, type ProductPlan } from "./product-import-plan";
import type { ImportUpload } from "./product-import-schema";
import type { ImportAnswer, ImportCounts, ImportJobView, PlanLine } from "./product-import-view";

/**
 * Importing a catalogue file in two steps. The dry run reads the file product by product, says
 * what each would do and records the job with the files' fingerprint; nothing else is written.
 * The confirm, given the same files, works each product out again and writes it in one save (its
 * sizes, photos and the stock history's lines together), so a stop leaves no half product, and a
 * product already as the file has it is left alone: confirming again after a stop carries on.
 */

/** Lines the answer lists: the counts cover every product, the lists stop here to stay small. */
export const LISTED = 500;

const lineOf = (plan: ProductPlan): PlanLine => ({ row: plan.row, handle: plan.handle, title: plan.title, action: plan.action, sizes: plan.imported.sizes.length, changes: plan.changes });

export function jobView(job: ImportJobRecord): ImportJobView {
  return {
    id: job._id.toString(),
    state: job.state,
    total: job.total,
    processed: job.processed ?? 0,
    created: job.created ?? 0,
    updated: job.updated ?? 0,
    planned: { create: job.planned?.create ?? 0, update: job.planned?.update ?? 0, unchanged: job.planned?.unchanged ?? 0, refused: job.planned?.refused ?? 0 },
  };
}

// Products read and looked up in the shop together: a batch's rows are all that is held of the file.
const PRODUCTS_PER_BATCH = 100;

/** Walks the file's products, planning each against the shop; `each` acts on a plan before the next is read. */
async function walk(upload: ImportUpload, each: (plan: ProductPlan, context: PlanContext) => Promise<void>): Promise<{ format: string }> {
  const file = await openCatalogueFile(upload.file);
  const context: PlanContext = { file, zip: upload.photos ? await PhotoZip.open(upload.photos) : null, skus: new Map() };
  let batch: ProductRows[] = [];
  const planBatch = async () => {
    const candidates = await candidatesFor(batch);
    for (const group of batch) await each(await planProduct(group, candidates, context), context);
    batch = [];
  };
  for await (const group of productsOfRows(file.rows)) {
    batch.push(group);
    if (batch.length === PRODUCTS_PER_BATCH) await planBatch();
  }
  await planBatch();
  return { format: file.format };
}

/** The dry run: what the import would do, listed; recorded as a job to confirm. */
export async function checkImport(upload: ImportUpload, editor: Editor): Promise<ImportAnswer> {
  const counts: ImportCounts = { create: 0, update: 0, unchanged: 0, refused: 0 };
  const products: PlanLine[] = [];
  const errors: RowError[] = [];
  let errorCount = 0;
  const { format } = await walk(upload, async (plan) => {
    counts[plan.action]++;
    if (products.length < LISTED) products.push(lineOf(plan));
    errorCount += plan.errors.length;
    errors.push(...plan.errors.slice(0, LISTED - errors.length));
  });
  const total = counts.create + counts.update + counts.unchanged + counts.refused;
  const job = await ImportJob.create({ fingerprint: await uploadFingerprint(upload.file, upload.photos), state: "checked", by: editor.email, planned: counts, total });
  return { job: jobView(job.toObject()), format, products, errors, unlisted: { products: total - products.length, errors: errorCount - errors.length } };
}

/** Brings the zip's new photos in through the photo pipeline, remembering each so a later import finds it. */
async function storePlannedPhotos(plan: ProductPlan, zip: PhotoZip | null): Promise<{ images: StoredImage[]; added: StoredImage[] }> {
  const images: StoredImage[] = [];
  const added: StoredImage[] = [];
  for (const photo of plan.photos ?? []) {
    if ("stored" in photo) {
      images.push(photo.stored);
      continue;
    }
    const bytes = zip?.read(photo.zip);
    if (!bytes) throw new DomainError("photo-missing", "invalid", `Photo "${photo.zip}" is no longer in the zip`);
    const [stored] = await storeImages(await checkImages([new File([bytes as Uint8Array<ArrayBuffer>], photo.zip)]));
    await rememberPhoto(bytes, stored!);
    images.push(stored!);
    added.push(stored!);
  }
  return { images, added };
}

/** Writes one planned product in one save: its fields, sizes (stock moves into the history with them) and photos. */
async function writeProduct(plan: ProductPlan, context: PlanContext, editor: Editor): Promise<string> {
  const { images, added } = await storePlannedPhotos(plan, context.zip);
  let replaced: { storageKey?: string | null }[] = [];
  try {
    const saved = await saveEdited(plan.existing?._id.toString() ?? null, editor, async (product) => {
      const current = product.isNew ? null : (product.toObject() as unknown as ProductPlan["existing"]);
      product.set(importedFields(plan.imported, current, context.file.present));
      const notes = importedNotes(plan.imported, context.file.present);
      if (notes) product.set("scentNotes", await settleNotes(notes));
      product.set("sizes", withIds(importedSizes(plan.imported, current?.sizes ?? [], context.file.present)));
      if (plan.photos) {
        replaced = (current?.images ?? []).filter((image) => !images.some((kept) => kept.url === image.url));
        product.set("images", images);
      }
      if (product.isNew) product.set("handle", plan.handle);
    });
    if (replaced.length > 0) await deleteImages(replaced);
    return saved._id.toString();
  } catch (error) {
    await deleteImages(added);
    throw error;
  }
}

// The job's progress is written every so many products, and at the end.
const PROGRESS_EVERY = 20;

/**
 * The confirm: imports the files the dry run checked (the same fingerprint), product by product.
 * A refused product is left out; the others are written in the file's order.
 */
export async function runImport(jobId: string, upload: ImportUpload, editor: Editor): Promise<ImportAnswer> {
  const fingerprint = await uploadFingerprint(upload.file, upload.photos);
  const job = await ImportJob.findOneAndUpdate(
    { _id: jobId, fingerprint, state: { $in: ["checked", "running"] } },
    { $set: { state: "running", startedAt: new Date() } },
    { returnDocument: "after" },
  ).lean();
  if (!job) {
    const known = await ImportJob.findById(jobId, { fingerprint: 1, state: 1 }).lean();
    if (!known) throw new DomainError("import-not-found", "not-found", "This import is not known: check the file again");
    if (known.fingerprint !== fingerprint) throw new DomainError("import-files-changed", "conflict", "These are not the files that were checked: check them again before importing");
    throw new DomainError("import-done", "conflict", "This import is finished: check the file again to import it anew");
  }
  const progress = { processed: 0, created: 0, updated: 0 };
  const errors: RowError[] = [];
  const touched: string[] = [];
  const saveProgress = () => ImportJob.updateOne({ _id: job._id }, { $set: progress });
  const { format } = await walk(upload, async (plan, context) => {
    if (plan.action === "refused") errors.push(...plan.errors.slice(0, LISTED - errors.length));
    if (plan.action === "create" || plan.action === "update") {
      touched.push(await writeProduct(plan, context, editor));
      progress[plan.action === "create" ? "created" : "updated"]++;
    }
    progress.processed++;
    if (progress.processed % PROGRESS_EVERY === 0) {
      await saveProgress();
      await revalidateProducts(...touched.splice(0));
    }
  });
  const done = await ImportJob.findByIdAndUpdate(job._id, { $set: { ...progress, state: "done", finishedAt: new Date() } }, { returnDocument: "after" }).lean();
  await revalidateProducts(...touched);
  await recordActivity("product-updated", `Catalogue imported: ${progress.created} added, ${progress.updated} updated`, undefined, editor.email);
  return { job: jobView(done!), format, products: [], errors, unlisted: { products: 0, errors: 0 } };
}

export async function importJob(id: string): Promise<ImportJobView> {
  const job = await ImportJob.findById(id).lean();
  if (!job) throw new DomainError("import-not-found", "not-found", "This import is not known");
  return jobView(job);
}
