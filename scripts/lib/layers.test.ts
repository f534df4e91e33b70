import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const root = path.resolve(__dirname, "../..");
const CONFIG = path.join(root, ".dependency-cruiser.cjs");
const CLI = path.join(root, "node_modules/dependency-cruiser/bin/dependency-cruise.mjs");

/** Runs the lint's layer check (the real config) over `cwd`'s lib/. */
function checkLayers(cwd: string): { status: number | null; output: string } {
  const run = spawnSync(process.execPath, [CLI, "lib", "--config", CONFIG, "--output-type", "err"], { cwd, encoding: "utf8" });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

/** A tiny shop tree: each file's imports as relative paths. */
function tree(files: Record<string, string[]>): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "scents-layers-"));
  writeFileSync(path.join(dir, "tsconfig.json"), JSON.stringify({ compilerOptions: { module: "esnext", moduleResolution: "bundler" } }));
  for (const [file, imports] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    const body = imports.map((target, index) => `import * as m${index} from "${target}";\nexport const u${index} = m${index};`).join("\n");
    writeFileSync(path.join(dir, file), `${body}\nexport const here = 1;\n`);
  }
  return dir;
}

const made: string[] = [];
const shop = (files: Record<string, string[]>) => {
  const dir = tree(files);
  made.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

// Spawns the cruiser, which reads and resolves every file: a few seconds on CI's shared cores.
jest.setTimeout(60_000);

describe("the layer check run by npm run lint", () => {
  it("passes on the shop's own lib/", () => {
    const { status, output } = checkLayers(root);
    expect(output).toContain("no dependency violations found");
    expect(status).toBe(0);
  });

  it("fails on two lib/ folders that import each other, even through different files", () => {
    const { status, output } = checkLayers(
      shop({
        "lib/orders/track.ts": ["../mail/notify"],
        "lib/mail/notify.ts": ["../vocabulary/words"],
        "lib/mail/summary.ts": ["../orders/status"],
        "lib/orders/status.ts": [],
        "lib/vocabulary/words.ts": [],
      }),
    );
    expect(status).not.toBe(0);
    expect(output).toMatch(/no-folder-cycles-in-lib: lib\/(orders|mail)/);
  });

  it("fails when lib/vocabulary imports another lib/ folder, or lib/ imports a screen", () => {
    const { status, output } = checkLayers(
      shop({
        "lib/vocabulary/words.ts": ["../checkout/quote"],
        "lib/checkout/quote.ts": ["../../components/cart/view"],
        "components/cart/view.ts": [],
      }),
    );
    expect(status).not.toBe(0);
    expect(output).toContain("vocabulary-is-the-ground-floor: lib/vocabulary/words.ts → lib/checkout/quote.ts");
    expect(output).toContain("lib-knows-no-screens: lib/checkout/quote.ts → components/cart/view.ts");
  });
});
