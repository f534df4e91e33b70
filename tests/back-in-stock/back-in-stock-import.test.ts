import { POST as importProducts } from "@/app/api/products/import/route";
import { askBackInStock } from "@/lib/back-in-stock/requests";
import { tellWaitingShoppers } from "@/lib/back-in-stock/tell-waiting";
import type { ImportAnswer } from "@/lib/catalog/product-import-view";
import { BackInStockRequest } from "@/models/back-in-stock-request";
import { MailMessage } from "@/models/mail-message";
import { Product } from "@/models/product";
import { freshAdminEachTest } from "../support/admin-session";
import { csvFile, SHOPIFY_EXPORT } from "../support/catalogue-files";
import { setupTestDatabase } from "../support/database";
import { callRoute } from "../support/request";
import { withLocalUploads } from "../support/uploads";

setupTestDatabase();
jest.setTimeout(60_000);
withLocalUploads("scents-back-in-stock-import-test-");

const admin = freshAdminEachTest();

/** The catalogue file with Midnight Oud 50 ml (ML-OUD-50) at this many units, without photos. */
const withFiftyMl = (units: number) => SHOPIFY_EXPORT.replace("ML-OUD-50,0,shopify,4,deny", `ML-OUD-50,0,shopify,${units},deny`).replace(/https:\/\/cdn\.shopify\.com[^,]*/g, "");

/** The owner's dry run of the file, then the confirm of what it checked. */
async function importFile(csv: string): Promise<void> {
  const post = (job?: string) => {
    const form = new FormData();
    form.append("file", csvFile(csv));
    if (job) form.append("job", job);
    return callRoute<ImportAnswer>(importProducts, { method: "POST", url: "/api/products/import", form, headers: admin.auth });
  };
  const checked = await post();
  expect(checked.status).toBe(200);
  expect(checked.body.errors).toEqual([]);
  const confirmed = await post(checked.body.job.id);
  expect(confirmed.body.job).toMatchObject({ state: "done" });
}

const told = async () => (await MailMessage.find({ kind: "back-in-stock" }).sort({ _id: 1 }).lean()).map((message) => message.to);

describe("back in stock through a catalogue import", () => {
  it("tells the waiting shoppers of a sold-out size the import restocks, oldest first, no more than the units it returned, each once", async () => {
    await importFile(withFiftyMl(0));
    const oud = await Product.findOne({ handle: "midnight-oud" }).lean();
    const productId = oud!._id.toString();
    const fifty = oud!.sizes!.find((size) => size.sku === "ML-OUD-50")!;
    expect(fifty.stock).toBe(0);
    const emails = ["first@example.com", "second@example.com", "third@example.com"];
    for (const [index, email] of emails.entries()) {
      await askBackInStock({ productId, sizeId: fifty._id.toString(), email }, `10.9.0.${index + 1}`, new Date(Date.now() - (emails.length - index) * 1000));
    }
    expect(await tellWaitingShoppers()).toEqual({ told: 0 });

    // The supplier's delivery comes in through the catalogue file: two units of 50 ml.
    await importFile(withFiftyMl(2));
    expect((await Product.findById(productId).lean())!.sizes!.find((size) => size.sku === "ML-OUD-50")!.stock).toBe(2);
    const passes = await Promise.all([tellWaitingShoppers(), tellWaitingShoppers()]);
    expect(passes.reduce((sum, pass) => sum + pass.told, 0)).toBe(2);
    expect(await told()).toEqual(["first@example.com", "second@example.com"]);
    expect(await tellWaitingShoppers()).toEqual({ told: 0 });

    // The same file again returns no units: the third shopper keeps waiting.
    await importFile(withFiftyMl(2));
    expect(await tellWaitingShoppers()).toEqual({ told: 0 });
    expect((await BackInStockRequest.find({ state: "waiting" }).lean()).map((request) => request.email)).toEqual(["third@example.com"]);
  });
});
