/**
 * `npm run bench:import`: a catalogue file of 10,000 rows (BENCH_IMPORT_ROWS; 5,000 perfumes in two
 * sizes each, with the Scents columns) imported into an empty shop: the dry run, the confirm, the
 * same file again (everything found unchanged), and the export of what was imported. Each step's
 * time and the process's peak RSS and heap while it ran. The database runs in its own process, in
 * memory, as in production it runs beside the app.
 */
import mongoose from "mongoose";
import { productCsvText } from "../../lib/catalog/product-export";
import { checkImport, runImport } from "../../lib/catalog/product-import";
import { ImportJob } from "../../models/import-job";
import { Product } from "../../models/product";
import { startDatabaseProcess } from "../lib/shop-server";

const ROWS = Number(process.env.BENCH_IMPORT_ROWS || 10_000);
const EDITOR = { id: "bench", email: "owner@bench.example" };
const FAMILIES = ["Woody", "Floral", "Amber", "Fresh"];

const HEADER =
  "Handle,Title,Body (HTML),Vendor,Type,Tags,Published,Option1 Name,Option1 Value,Variant SKU,Variant Inventory Qty,Variant Price,Image Src,Image Position,Image Alt Text,SEO Title,SEO Description,Scents Concentration,Scents For Whom,Scents Family,Scents Top Notes,Scents Heart Notes,Scents Base Notes";

/** Shopify's layout: the product's fields on its first row, its second size on the next. */
function catalogue(rows: number): string {
  const lines = [HEADER];
  for (let index = 0; lines.length <= rows; index++) {
    const handle = `bench-scent-${index}`;
    lines.push(
      `${handle},Bench Scent ${index},"<p>A warm, long-lasting scent, number ${index}.</p>",Maison Bench,Perfume,,TRUE,Size,50 ml,BS-${index}-50,${index % 40},${20000 + (index % 50) * 1000},,,,,,Eau de Parfum,Unisex,${FAMILIES[index % FAMILIES.length]},"Bergamot, Pink pepper",Rose,"Oud, Amber"`,
    );
    if (lines.length <= rows) lines.push(`${handle},,,,,,,,100 ml,BS-${index}-100,${index % 25},${35000 + (index % 50) * 1000},,,,,,,,,,,`);
  }
  return lines.join("\r\n");
}

async function measured<T>(label: string, work: () => Promise<T>): Promise<T> {
  global.gc?.();
  let rss = process.memoryUsage().rss;
  let heap = process.memoryUsage().heapUsed;
  const sampler = setInterval(() => {
    const usage = process.memoryUsage();
    rss = Math.max(rss, usage.rss);
    heap = Math.max(heap, usage.heapUsed);
  }, 20);
  const started = performance.now();
  try {
    return await work();
  } finally {
    clearInterval(sampler);
    const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
    console.log(`${label.padEnd(40)} ${((performance.now() - started) / 1000).toFixed(1).padStart(6)} s   peak RSS ${mb(rss).padStart(7)}   peak heap ${mb(heap).padStart(7)}`);
  }
}

async function main(): Promise<void> {
  const database = await startDatabaseProcess();
  try {
    process.env.MONGODB_URI = database.uri;
    await mongoose.connect(database.uri);
    await Promise.all([Product.init(), ImportJob.init()]);
    const text = catalogue(ROWS);
    const file = () => ({ file: new File([text], "products_export.csv", { type: "text/csv" }), photos: undefined, job: undefined });
    console.log(`${ROWS.toLocaleString("en")} rows, ${(text.length / 1024 / 1024).toFixed(1)} MB of CSV`);
    const checked = await measured("dry run", () => checkImport(file(), EDITOR));
    console.log(`  ${JSON.stringify(checked.job.planned)}`);
    const done = await measured("confirm (creates every product)", () => runImport(checked.job.id, file(), EDITOR));
    console.log(`  ${done.job.created.toLocaleString("en")} created, ${(await Product.estimatedDocumentCount()).toLocaleString("en")} products in the shop`);
    const again = await measured("the same file again: dry run", () => checkImport(file(), EDITOR));
    console.log(`  ${JSON.stringify(again.job.planned)}`);
    await measured("the same file again: confirm", () => runImport(again.job.id, file(), EDITOR));
    await measured("export of the shop", async () => {
      let bytes = 0;
      for await (const chunk of productCsvText("https://scents.example")) bytes += chunk.length;
      return bytes;
    });
  } finally {
    await mongoose.disconnect();
    await database.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
