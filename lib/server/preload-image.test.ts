/**
 * @jest-environment node
 */
import { readFileSync } from "node:fs";
import path from "node:path";

// The Docker image copies the preload's modules one by one beside the standalone server (which
// carries none of them): a module the preload imports and the image lacks stops the server at start.
const root = path.resolve(__dirname, "../..");

/** Every module the preload loads, by relative import, as paths from the repository's root. */
function preloadModules(): string[] {
  const found = new Set<string>();
  const visit = (file: string) => {
    if (found.has(file)) return;
    found.add(file);
    const source = readFileSync(path.join(root, file), "utf8");
    for (const [, specifier] of source.matchAll(/(?:from|import)\s+"(\.\.?\/[^"]+)"/g)) {
      visit(path.relative(root, path.resolve(path.dirname(path.join(root, file)), specifier as string)));
    }
  };
  visit("lib/server/preload.mjs");
  return [...found];
}

/** The files the image's COPY lines take from the build's /app/lib. */
function copiedByImage(): RegExp[] {
  const dockerfile = readFileSync(path.join(root, "Dockerfile"), "utf8");
  const sources = [...dockerfile.matchAll(/^COPY --from=build \S+ (.+) \S+$/gm)].flatMap(([, list]) => (list as string).split(" "));
  return sources
    .filter((source) => source.startsWith("/app/lib/"))
    .map((source) => new RegExp(`^${source.slice("/app/".length).replace(/\./g, "\\.").replace(/\*/g, "[^/]*")}$`));
}

describe("the Docker image's preload", () => {
  it("has every module the preload imports", () => {
    const copied = copiedByImage();
    const modules = preloadModules();
    expect(modules).toContain("lib/server/render-queue.mjs");
    expect(modules).toContain("lib/server/placement-queue.mjs");
    expect(modules.filter((file) => !copied.some((pattern) => pattern.test(file)))).toEqual([]);
  });
});
