import { expect, test } from "@playwright/test";
import { COMPILE_HINT, rootMainFileNames } from "../scripts/lib/compile-hints";

// npm run build marks the scripts every page runs at once for eager, off-main-thread compilation
// (scripts/lib/compile-hints.ts): checked here on what the production server sends.
test("the scripts every page starts with are served with V8's compile hint, page chunks without", async ({ request }) => {
  const rootScripts = rootMainFileNames(process.env.NEXT_DIST_DIR || ".next").map((file) => `/_next/${file}`);
  const html = await (await request.get("/")).text();
  const pageScripts = [...html.matchAll(/<script src="([^"]+)" async="">/g)].map((match) => match[1]!);

  expect(rootScripts.length).toBeGreaterThan(0);
  for (const src of pageScripts) {
    const script = await request.get(src);
    expect(script.status(), src).toBe(200);
    expect((await script.text()).startsWith(`${COMPILE_HINT}\n`), src).toBe(rootScripts.includes(src));
  }
  expect(pageScripts.filter((src) => rootScripts.includes(src)).sort()).toEqual([...rootScripts].sort());
  expect(pageScripts.length).toBeGreaterThan(rootScripts.length);
});
