import { BOUNDED_TAG } from "@/lib/cache/shared-store.mjs";
import { afterTagPoll, PAGE_CTX, type CacheHandlerModule, type CacheValue } from "../support/cache";
import { commandsSentBy, type DriverConnection } from "../support/database-commands";
import { setupTestDatabase } from "../support/database";

setupTestDatabase();

let instance: CacheHandlerModule;
/** The driver's connection as the handler's own copy of the modules has it (the app's `mongodb`, not mongoose's). */
let Connection: DriverConnection;

beforeAll(() => {
  jest.isolateModules(() => {
    instance = jest.requireActual<CacheHandlerModule>("@/lib/cache/next-cache-handler.mjs");
    Connection = jest.requireActual<{ Connection: DriverConnection }>("mongodb/lib/cmap/connection").Connection;
  });
});

afterAll(async () => {
  await instance.disconnect();
});

const request = () => new instance.default({ maxMemoryCacheSize: 50 * 1024 * 1024 });
const page = (tags: string[]): CacheValue => ({ kind: "APP_PAGE", html: "<html>a search</html>", rscData: Buffer.from("rsc"), headers: { "x-next-cache-tags": tags.join(",") }, status: 200, postponed: undefined, segmentData: new Map() });

describe("a page's write to the shared cache", () => {
  it("takes the database's identity from the copy of the tag state, not a round trip per write (a cold search page writes three entries)", async () => {
    // A process that has served a page: its copy of the tag state follows the database.
    const warm = `/shop/warm-${Date.now()}`;
    await request().set(warm, page(["all-products"]), {});
    await afterTagPoll();
    await request().get(warm, PAGE_CTX);

    const search = `/shop/q-${Date.now()}`;
    const rendering = request();
    const commands = await commandsSentBy(async () => {
      expect(await rendering.get(search, PAGE_CTX)).toBeNull();
      await rendering.set(search, page(["all-products", BOUNDED_TAG]), {});
    }, Connection);
    expect(commands.filter((command) => command.startsWith("findAndModify"))).toEqual([]);
    expect((await request().get(search, PAGE_CTX))?.value.html).toBe("<html>a search</html>");
  });
});
