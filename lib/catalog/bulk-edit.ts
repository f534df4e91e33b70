import "server-only";
import { Error as MongooseError, type HydratedDocument, type Types } from "mongoose";
import { recordActivity } from "@/lib/activity/record-activity";
import { revalidateProducts } from "@/lib/cache/revalidate";
import { formatNaira } from "@/lib/money/naira";
import { movedPrice } from "@/lib/pricing/price-move";
import { DomainError } from "@/lib/vocabulary/domain-error";
import { Product, type ProductRecord } from "@/models/product";
import { BULK_EDIT_MESSAGES, type BulkEdit, type BulkEditAnswer, type BulkEditChange, type RefusedProduct } from "./bulk-edit-schema";
import { adminListFilter, saveEdited, type Editor } from "./product-admin";

/**
 * One change made to many products. Each product is its own save (saveEdited: conditional on the
 * stock it was read with, its stock moves in the history with it), so a product is changed whole or
 * not at all; a product the change cannot apply to is left as it is and answered with its reason,
 * and the others go on.
 */

// Products revalidated together: one call per hundred, not one per product.
const REVALIDATE_BATCH = 100;

const refused = (reason: string) => new DomainError("bulk-edit-refused", "invalid", reason);

function applyChange(product: HydratedDocument<ProductRecord>, edit: BulkEditChange): void {
  const sizes = product.sizes ?? [];
  if (edit.change === "price") {
    const prices = sizes.map((size) => movedPrice(size.price, edit));
    const lost = sizes.filter((_, index) => prices[index] === null).map((size) => `${size.label || "the size"} (${formatNaira(size.price)})`);
    if (lost.length > 0) throw refused(BULK_EDIT_MESSAGES.noPrice(lost.join(", ")));
    sizes.forEach((size, index) => (size.price = prices[index]!));
  } else if (edit.change === "stock") {
    sizes.forEach((size) => (size.stock = edit.stock));
  } else if (edit.change === "publish" || edit.change === "hide") {
    product.set("published", edit.change === "publish");
  } else if (edit.change === "promo") {
    product.set("promo", { discount: edit.discount, startDate: edit.startDate ?? null, endDate: edit.endDate ?? null });
  } else {
    product.set("promo", { discount: 0, startDate: null, endDate: null });
  }
}

/** The chosen products' ids, oldest first, or every product the search finds. */
async function* chosenIds(request: BulkEdit): AsyncGenerator<string> {
  if (!request.all) {
    yield* request.ids ?? [];
    return;
  }
  const cursor = Product.find(adminListFilter(request.q, request.shown), { _id: 1 }).sort({ _id: 1 }).lean<{ _id: Types.ObjectId }>().cursor({ batchSize: 500 });
  for await (const product of cursor as AsyncIterable<{ _id: Types.ObjectId }>) yield product._id.toString();
}

/** The change in the owner's words, for the answer and the activity log. */
function changeWords(edit: BulkEditChange): string {
  switch (edit.change) {
    case "price":
      return edit.kind === "percent" ? `Prices moved by ${edit.value}%` : edit.kind === "amount" ? `Prices moved by ${formatNaira(edit.value)}` : `Prices set to ${formatNaira(edit.value)}`;
    case "stock":
      return `Stock set to ${edit.stock} per size`;
    case "promo":
      return `Promotion of ${edit.discount}% set`;
    case "promo-clear":
      return "Promotion cleared";
    case "publish":
      return "Published";
    case "hide":
      return "Hidden";
  }
}

/** Makes the change on each chosen product; answers how many changed and which were refused, with why. */
export async function editProducts(request: BulkEdit, editor: Editor): Promise<BulkEditAnswer> {
  const refusals: RefusedProduct[] = [];
  let edited = 0;
  let touched: string[] = [];
  for await (const id of chosenIds(request)) {
    try {
      await saveEdited(id, editor, async (product) => applyChange(product, request.edit));
      edited++;
      touched.push(id);
    } catch (error) {
      const reason = error instanceof DomainError || error instanceof MongooseError.ValidationError ? (error instanceof DomainError && error.code === "product-not-found" ? BULK_EDIT_MESSAGES.gone : error.message) : null;
      if (reason === null) throw error;
      const product = await Product.findById(id, { brand: 1, name: 1 }).lean();
      refusals.push({ id, name: product ? `${product.brand} ${product.name}` : id, reason });
    }
    if (touched.length === REVALIDATE_BATCH) {
      await revalidateProducts(...touched);
      touched = [];
    }
  }
  await revalidateProducts(...touched);
  const what = changeWords(request.edit);
  if (edited > 0) await recordActivity("product-updated", `${what}: ${edited} ${edited === 1 ? "product" : "products"}${request.all && request.q ? ` found for “${request.q}”` : ""}`, undefined, editor.email);
  const refusedWords = refusals.length > 0 ? `; ${refusals.length} left as they were` : "";
  return { edited, refused: refusals, message: `${what} on ${edited} ${edited === 1 ? "product" : "products"}${refusedWords}` };
}
