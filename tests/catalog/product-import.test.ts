import { POST as importProducts } from "@/app/api/products/import/route";
import { GET as importProgress } from "@/app/api/products/import/[id]/route";
import { GET as exportProducts } from "@/app/api/products/export/route";
import type { ImportAnswer, PlanLine } from "@/lib/catalog/product-import-view";
import { knownNotes } from "@/lib/catalog/scent-notes";
import { productStockHistory } from "@/lib/catalog/stock-history";
import { ImportJob } from "@/models/import-job";
import { ImportPhoto } from "@/models/import-photo";
import { Product } from "@/models/product";
import { bearer, createTestUser } from "../support/auth";
import { csvFile, photosZip, SHOPIFY_EXPORT, zipFile } from "../support/catalogue-files";
import { clearDatabase, setupTestDatabase } from "../support/database";
import { callRoute } from "../support/request";
import { withLocalUploads } from "../support/uploads";

setupTestDatabase();
withLocalUploads("scents-import-test-");
jest.setTimeout(60_000);

let auth: Record<string, string>;

beforeEach(async () => {
  await clearDatabase();
  auth = await bearer(await createTestUser({ role: "admin" }));
});

type Answer = ImportAnswer & { fieldErrors?: Record<string, string[]>; message?: string };

function upload(csv: string, zip?: Uint8Array, job?: string): FormData {
  const form = new FormData();
  form.append("file", csvFile(csv));
  if (zip) form.append("photos", zipFile(zip));
  if (job) form.append("job", job);
  return form;
}

const post = (form: FormData, headers = auth) => callRoute<Answer>(importProducts, { method: "POST", url: "/api/products/import", form, headers });

/** The dry run, then the confirm of what it checked. */
async function importFile(csv: string, zip?: Uint8Array) {
  const checked = await post(upload(csv, zip));
  expect(checked.status).toBe(200);
  const confirmed = await post(upload(csv, zip, checked.body.job.id));
  expect(confirmed.status).toBe(200);
  return { checked: checked.body, confirmed: confirmed.body };
}

/** Everything an import may change, for comparing the shop before and after. */
const catalogue = async () =>
  (await Product.find({}).sort({ createdAt: 1, _id: 1 }).lean()).map((product) => ({
    id: product._id.toString(),
    brand: product.brand,
    name: product.name,
    type: product.type,
    description: product.description,
    notes: product.notes,
    perfume: [product.concentration, product.forWhom, product.family, product.scentNotes],
    shopify: [product.tags, product.seoTitle, product.seoDescription, product.published],
    price: product.price,
    stock: product.stock,
    images: product.images.map((image) => image.url),
    sizes: (product.sizes ?? []).map((size) => ({ id: size._id.toString(), label: size.label, volumeMl: size.volumeMl ?? null, price: size.price, stock: size.stock, sku: size.sku })),
    updatedAt: product.updatedAt,
  }));

const actions = (lines: PlanLine[]) => lines.map((line) => [line.handle, line.action]);

describe("POST /api/products/import", () => {
  it("checks a Shopify export with sizes and a zip of photos in a dry run that writes nothing", async () => {
    const { status, body } = await post(upload(SHOPIFY_EXPORT, await photosZip()));
    expect(status).toBe(200);
    expect(body.format).toBe("shopify");
    expect(actions(body.products)).toEqual([
      ["midnight-oud", "create"],
      ["calabar-reed", "create"],
    ]);
    expect(body.products[0]).toMatchObject({ row: 2, title: "Maison Lagos Midnight Oud", sizes: 2 });
    expect(body.errors).toEqual([]);
    expect(body.job).toMatchObject({ state: "checked", total: 2, processed: 0, planned: { create: 2, update: 0, unchanged: 0, refused: 0 } });
    expect(await Product.countDocuments()).toBe(0);
    expect(await ImportPhoto.countDocuments()).toBe(0);
  });

  it("creates the products on confirm: sizes, stock in the history, photos through the pipeline, the handle kept", async () => {
    const { confirmed } = await importFile(SHOPIFY_EXPORT, await photosZip());
    expect(confirmed.job).toMatchObject({ state: "done", total: 2, processed: 2, created: 2, updated: 0 });
    const oud = await Product.findOne({ handle: "midnight-oud" }).lean();
    expect(oud).toMatchObject({ brand: "Maison Lagos", name: "Midnight Oud", type: "Perfume", description: "Smoky oud, warm amber & a little rose.\nLasts all night.", price: 45000, stock: 6 });
    expect(oud?.sizes?.map((size) => [size.label, size.volumeMl, size.price, size.stock, size.sku])).toEqual([
      ["50 ml", 50, 45000, 4, "ML-OUD-50"],
      ["100 ml", 100, 72000, 2, "ML-OUD-100"],
    ]);
    expect(oud?.images).toHaveLength(2);
    expect(oud?.images.every((image) => image.url.startsWith("/api/uploads/") || image.url.startsWith("/uploads/"))).toBe(true);
    expect(oud?.images[0]?.width).toBe(64);
    const reed = await Product.findOne({ handle: "calabar-reed" }).lean();
    expect(reed).toMatchObject({ type: "Diffuser", price: 9500, stock: 7, images: [] });
    expect(reed?.sizes?.map((size) => [size.label, size.sku])).toEqual([["", "CB-REED"]]);
    const history = await productStockHistory(oud!._id.toString());
    expect(history?.sizes.map((size) => size.entries.map((entry) => [entry.change, entry.reason]))).toEqual([[[4, "Admin edit"]], [[2, "Admin edit"]]]);
  });

  it("changes nothing when the same file is imported again: every product is found by handle and SKU", async () => {
    const zip = await photosZip();
    await importFile(SHOPIFY_EXPORT, zip);
    const before = await catalogue();
    const { checked, confirmed } = await importFile(SHOPIFY_EXPORT, zip);
    expect(actions(checked.products)).toEqual([
      ["midnight-oud", "unchanged"],
      ["calabar-reed", "unchanged"],
    ]);
    expect(confirmed.job).toMatchObject({ created: 0, updated: 0, processed: 2 });
    expect(await catalogue()).toEqual(before);
  });

  it("round trip: exporting the shop and importing the export changes nothing", async () => {
    await importFile(SHOPIFY_EXPORT, await photosZip());
    await Product.create({
      brand: "Ojú",
      name: "Rose, Pure",
      description: 'A "rose".\n\nNothing else <really>.',
      notes: "rose, musk",
      concentration: "Eau de Parfum",
      forWhom: "Feminine",
      family: "Floral",
      scentNotes: { top: ["Pink pepper"], heart: ["Damask rose", "Jasmine"], base: ["Musk"] },
      tags: ["rose", "for her"],
      seoTitle: "Rose, Pure: a rose perfume from Lagos",
      seoDescription: 'A "rose" and nothing else, in 50 ml.',
      published: false,
      price: 20000.5,
      stock: 3,
      images: [],
    });
    const before = await catalogue();
    const exported = await callRoute<string>(exportProducts, { url: "/api/products/export", headers: auth });
    const { checked, confirmed } = await importFile(exported.body);
    expect(checked.errors).toEqual([]);
    expect(checked.products.map((line) => line.action)).toEqual(["unchanged", "unchanged", "unchanged"]);
    expect(confirmed.job).toMatchObject({ created: 0, updated: 0 });
    expect(await catalogue()).toEqual(before);
  });

  it("reads Shopify's Tags, SEO Title and SEO Description into the product, and an update of them is a change", async () => {
    const csv = SHOPIFY_EXPORT.replace(",1,Midnight Oud bottle,,,active", ',1,Midnight Oud bottle,Midnight Oud | Maison Lagos,"Smoky oud for the night, from Lagos.",active');
    await importFile(csv, await photosZip());
    expect(await Product.findOne({ handle: "midnight-oud" }).lean()).toMatchObject({ tags: ["oud", "night"], seoTitle: "Midnight Oud | Maison Lagos", seoDescription: "Smoky oud for the night, from Lagos." });
    expect((await Product.findOne({ handle: "calabar-reed" }).lean())?.tags).toEqual([]);
    const retagged = await post(upload(csv.replace('"oud, night"', '"oud, gift"'), await photosZip()));
    expect(retagged.body.products[0]).toMatchObject({ action: "update", changes: ["Tags"] });
    const tooLong = await post(upload(csv.replace("Midnight Oud | Maison Lagos", "M".repeat(71)), await photosZip()));
    expect(tooLong.body.errors).toEqual([{ row: 2, column: "SEO Title", message: "At most 70 characters" }]);
  });

  it("reads Shopify's Published in any case: FALSE hides, TRUE publishes, empty publishes a new product and leaves an existing one; another word is refused on its row", async () => {
    const hiddenOud = SHOPIFY_EXPORT.replace('"oud, night",TRUE,', '"oud, night",false,');
    await importFile(hiddenOud.replace("Calabar,,Home Diffuser,,TRUE,", "Calabar,,Home Diffuser,,,"), await photosZip());
    const published = async () => (await Product.find({}, { handle: 1, published: 1 }).sort({ handle: 1 }).lean()).map((product) => [product.handle, product.published]);
    expect(await published()).toEqual([
      ["calabar-reed", true],
      ["midnight-oud", false],
    ]);
    // An empty cell leaves the hidden product hidden: nothing to change.
    const blank = await post(upload(SHOPIFY_EXPORT.replace('"oud, night",TRUE,', '"oud, night",,'), await photosZip()));
    expect(blank.body.products[0]).toMatchObject({ action: "unchanged" });
    const republished = await importFile(SHOPIFY_EXPORT.replace('"oud, night",TRUE,', '"oud, night",True,'), await photosZip());
    expect(republished.checked.products[0]).toMatchObject({ action: "update", changes: ["Published"] });
    expect(await published()).toEqual([
      ["calabar-reed", true],
      ["midnight-oud", true],
    ]);
    const unreadable = await post(upload(SHOPIFY_EXPORT.replace('"oud, night",TRUE,', '"oud, night",draft,'), await photosZip()));
    expect(unreadable.body.errors).toEqual([{ row: 2, column: "Published", message: "Published must be TRUE or FALSE, or empty" }]);
  });

  it("updates what the file changes: a price and a stock figure, the stock move in the history", async () => {
    await importFile(SHOPIFY_EXPORT, await photosZip());
    const changed = SHOPIFY_EXPORT.replace("ML-OUD-100,0,shopify,2,deny,72000.00", "ML-OUD-100,0,shopify,5,deny,75000.00");
    const { checked, confirmed } = await importFile(changed, await photosZip());
    expect(checked.products[0]).toMatchObject({ action: "update", changes: ["Variant Price of 100 ml", "Variant Inventory Qty of 100 ml"] });
    expect(confirmed.job).toMatchObject({ updated: 1, created: 0 });
    const oud = await Product.findOne({ handle: "midnight-oud" }).lean();
    expect(oud?.sizes?.[1]).toMatchObject({ price: 75000, stock: 5 });
    const history = await productStockHistory(oud!._id.toString());
    expect(history?.sizes[1]?.entries.map((entry) => entry.change)).toEqual([3, 2]);
  });

  it("lists every refused row with its row, column and message, and the confirm leaves those products out", async () => {
    const bad = [
      SHOPIFY_EXPORT.split("\r\n")[0],
      "ok,Good Rose,<p>Fine.</p>,Ojú,,Perfume,,TRUE,Title,Default Title,,,OK-1,0,shopify,3,deny,100,,,,,,,active",
      "bad,Bad Rose,,,,Perfume,,TRUE,Size,50 ml,,,bad sku!,0,shopify,-2,deny,abc,,missing.jpg,1,,,,active",
      "dup,Dup,<p>x</p>,Ojú,,Perfume,,TRUE,Title,Default Title,,,OK-1,0,shopify,1,deny,100,,,,,,,active",
    ].join("\r\n");
    const checked = await post(upload(bad));
    expect(actions(checked.body.products)).toEqual([
      ["ok", "create"],
      ["bad", "refused"],
      ["dup", "refused"],
    ]);
    expect(checked.body.errors).toEqual([
      { row: 3, column: "Vendor", message: "Vendor (the brand) is required" },
      { row: 3, column: "Body (HTML)", message: "Description is required" },
      { row: 3, column: "Variant Price", message: "Price must be a positive number of naira with at most 2 decimals" },
      { row: 3, column: "Variant Inventory Qty", message: "Stock must be a whole number from 0" },
      { row: 3, column: "Variant SKU", message: "SKU may use letters, digits and hyphens (2 to 32 characters)" },
      { row: 3, column: "Image Src", message: 'Photo "missing.jpg" is not in the zip of photos, nor one of this product\'s photos' },
      { row: 4, column: "Variant SKU", message: "This SKU is on another row of the file" },
    ]);
    const confirmed = await post(upload(bad, undefined, checked.body.job.id));
    expect(confirmed.body.job).toMatchObject({ created: 1, processed: 3 });
    expect((await Product.find({}, { handle: 1 }).lean()).map((product) => product.handle)).toEqual(["ok"]);
  });

  it("refuses a file that is not a product CSV, a bad zip, and a confirm with other files than were checked", async () => {
    expect((await post(upload("name,email\r\nAda,ada@example.com"))).body.fieldErrors?.file?.[0]).toMatch(/Shopify's product CSV/);
    const notZip = await post(upload(SHOPIFY_EXPORT, new TextEncoder().encode("not a zip")));
    expect([notZip.status, notZip.body.fieldErrors?.photos]).toEqual([400, ["The photos must be one .zip file"]]);
    expect((await post(new FormData())).body.fieldErrors?.file).toEqual(["Choose the catalogue's CSV file"]);
    const checked = await post(upload(SHOPIFY_EXPORT, await photosZip()));
    const other = await post(upload(SHOPIFY_EXPORT.replace("45000.00", "1.00"), await photosZip(), checked.body.job.id));
    expect(other.status).toBe(409);
    expect(await Product.countDocuments()).toBe(0);
  });

  it("resumes a stopped import: confirming again writes the rest, and no product is half written", async () => {
    const rows = [SHOPIFY_EXPORT.split("\r\n")[0]!];
    for (let index = 1; index <= 6; index++) rows.push(`p${index},Scent ${index},<p>Scent number ${index}.</p>,Ojú,,Perfume,,TRUE,Size,50 ml,,,P${index}-50,0,shopify,${index},deny,${index}000,,,,,,,active`, `p${index},,,,,,,,,100 ml,,,P${index}-100,0,shopify,1,deny,${index}500,,,,,,,active`);
    const csv = rows.join("\r\n");
    const checked = await post(upload(csv));
    const save = Product.prototype.save;
    let saves = 0;
    // The process stops while writing the fourth product.
    const stop = jest.spyOn(Product.prototype, "save").mockImplementation(function (this: InstanceType<typeof Product>, ...args: Parameters<typeof save>) {
      return ++saves === 4 ? Promise.reject(new Error("stopped")) : save.apply(this, args);
    });
    const stopped = await post(upload(csv, undefined, checked.body.job.id));
    stop.mockRestore();
    expect(stopped.status).toBe(500);
    expect(await Product.countDocuments()).toBe(3);
    expect((await Product.find({}).lean()).every((product) => product.sizes?.length === 2)).toBe(true);
    expect(await ImportJob.findById(checked.body.job.id).lean()).toMatchObject({ state: "running" });
    const resumed = await post(upload(csv, undefined, checked.body.job.id));
    expect(resumed.body.job).toMatchObject({ state: "done", created: 3, processed: 6 });
    expect((await Product.find({}).sort({ handle: 1 }).lean()).map((product) => [product.handle, product.stock])).toEqual([1, 2, 3, 4, 5, 6].map((index) => [`p${index}`, index + 1]));
  });

  it("reads what a perfume is from the Scents columns: concentration, for whom, family and notes, a new note joining the shop's list", async () => {
    const header = `${SHOPIFY_EXPORT.split("\r\n")[0]},Scents Concentration,Scents For Whom,Scents Family,Scents Top Notes,Scents Heart Notes,Scents Base Notes`;
    const row = "amber-nights,Amber Nights,<p>Warm.</p>,Ojú,,Perfume,,TRUE,Title,Default Title,,,AN-1,0,shopify,3,deny,30000,,,,,,,active";
    const { checked } = await importFile(`${header}\r\n${row},eau de parfum,unisex,Amber,"bergamot, Pink  pepper",Labdanum,"Smoked amber, Harmattan dust"`);
    expect(checked.errors).toEqual([]);
    expect(await Product.findOne({ handle: "amber-nights" }).lean()).toMatchObject({
      concentration: "Eau de Parfum",
      forWhom: "Unisex",
      family: "Amber",
      scentNotes: { top: ["Bergamot", "Pink pepper"], heart: ["Labdanum"], base: ["Smoked amber", "Harmattan dust"] },
    });
    expect(await knownNotes()).toContain("Harmattan dust");
    const refused = await post(upload(`${header}\r\n${row.replace("amber-nights", "other").replace("AN-1", "AN-2")},Eau Fraiche,,Amber,Oud,Oud,`));
    expect(refused.body.errors).toEqual([
      { row: 2, column: "Scents Concentration", message: expect.stringMatching(/^Concentration must be one of/) },
      { row: 2, column: "Scents Heart Notes", message: "A note appears twice in this perfume" },
    ]);
  });

  it("imports WooCommerce's product CSV: a variable product's variations become its sizes", async () => {
    const woo = [
      "ID,Type,SKU,Name,Published,Short description,Description,Stock,Regular price,Categories,Images,Parent,Attribute 1 name,Attribute 1 value(s),Brands",
      '12,variable,ML-OUD,Midnight Oud,1,,"Smoky, warm.",,,Perfume,,,Size,"50 ml, 100 ml",Maison Lagos',
      "13,variation,ML-OUD-50,Midnight Oud - 50 ml,1,,,4,45000,,,id:12,Size,50 ml,",
      "14,variation,ML-OUD-100,Midnight Oud - 100 ml,1,,,2,72000,,,ML-OUD,Size,100 ml,",
      "20,simple,CB-REED,Reed Diffuser,1,Cedar.,,7,9500,Home > Diffusers,,,,,Calabar",
    ].join("\r\n");
    const { checked } = await importFile(woo);
    expect(checked.format).toBe("woocommerce");
    expect(checked.errors).toEqual([]);
    expect((await Product.find({}).sort({ createdAt: 1 }).lean()).map((product) => [product.brand, product.name, product.type, product.sizes?.map((size) => [size.label, size.sku, size.price, size.stock])])).toEqual([
      ["Maison Lagos", "Midnight Oud", "Perfume", [["50 ml", "ML-OUD-50", 45000, 4], ["100 ml", "ML-OUD-100", 72000, 2]]],
      ["Calabar", "Reed Diffuser", "Diffuser", [["", "CB-REED", 9500, 7]]],
    ]);
  });

  it("shows how far an import has got", async () => {
    const checked = await post(upload(SHOPIFY_EXPORT, await photosZip()));
    const progress = await callRoute<{ job: { processed: number; total: number; state: string } }>(importProgress, { url: "/api/products/import/x", headers: auth, params: { id: checked.body.job.id } });
    expect(progress.body.job).toMatchObject({ state: "checked", processed: 0, total: 2 });
  });

  it("is refused to staff whose role does not manage products", async () => {
    const packer = await createTestUser({ role: "admin", staffRole: "fulfilment" });
    expect((await post(upload(SHOPIFY_EXPORT), await bearer(packer))).status).toBe(403);
  });
});
