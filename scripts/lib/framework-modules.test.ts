import { frameworkPaths, type AnalyzedModule } from "./framework-modules";

const client = (path: string, ...imports: string[]): AnalyzedModule => ({
  ident: `[project]/${path} [app-client] (ecmascript)`,
  path: `[project]/${path}`,
  dependencies: { sync: imports.map((imported) => `[project]/${imported} [app-client] (ecmascript)`) },
});

describe("frameworkPaths", () => {
  it("counts a library only Next's modules import as Next's, and its own helpers with it", () => {
    const framework = frameworkPaths([
      client("node_modules/next/dist/client/components/layout-router.js", "node_modules/@swc/helpers/cjs/_interop_require_wildcard.cjs"),
      client("node_modules/@swc/helpers/cjs/_interop_require_wildcard.cjs", "node_modules/@swc/helpers/cjs/_typeof.cjs"),
      client("node_modules/@swc/helpers/cjs/_typeof.cjs"),
    ]);
    expect(framework).toEqual(
      new Set([
        "[project]/node_modules/next/dist/client/components/layout-router.js",
        "[project]/node_modules/@swc/helpers/cjs/_interop_require_wildcard.cjs",
        "[project]/node_modules/@swc/helpers/cjs/_typeof.cjs",
      ]),
    );
  });

  it("keeps a library the shop's code imports as the shop's, even when Next imports it too", () => {
    const framework = frameworkPaths([
      client("node_modules/next/dist/client/app-dir/link.js", "node_modules/@swc/helpers/cjs/_interop_require_default.cjs"),
      client("components/layout/navbar.tsx", "node_modules/@swc/helpers/cjs/_interop_require_default.cjs", "node_modules/next/dist/client/app-dir/link.js"),
      client("node_modules/@swc/helpers/cjs/_interop_require_default.cjs"),
    ]);
    expect(framework.has("[project]/node_modules/@swc/helpers/cjs/_interop_require_default.cjs")).toBe(false);
    expect(framework.has("[project]/components/layout/navbar.tsx")).toBe(false);
  });

  it("never counts the shop's own files as the framework's, whoever imports them", () => {
    const framework = frameworkPaths([client("node_modules/next/dist/client/app-next-turbopack.js", "app/global-error.tsx"), client("app/global-error.tsx")]);
    expect(framework.has("[project]/app/global-error.tsx")).toBe(false);
  });

  it("ignores the server's layers", () => {
    const framework = frameworkPaths([
      { ident: "[project]/node_modules/next/dist/server/app-render.js [app-ssr] (ecmascript)", path: "[project]/node_modules/next/dist/server/app-render.js", dependencies: { sync: ["[project]/node_modules/zod/index.js [app-ssr] (ecmascript)"] } },
      { ident: "[project]/node_modules/zod/index.js [app-ssr] (ecmascript)", path: "[project]/node_modules/zod/index.js" },
    ]);
    expect(framework.size).toBe(0);
  });
});
