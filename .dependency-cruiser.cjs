// The layering of lib/ (docs/architecture.md), checked on every lint: a rule read in review
// is a rule forgotten by the next change.
/** @type {import("dependency-cruiser").IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-folder-cycles-in-lib",
      comment: "Folders under lib/ form layers: a higher one uses a lower one, never the other way round. Move the shared rule down to its one home.",
      severity: "error",
      scope: "folder",
      from: { path: "^lib/" },
      to: { path: "^lib/", circular: true },
    },
    {
      name: "vocabulary-is-the-ground-floor",
      comment: "lib/vocabulary holds the words the whole shop shares; it may import nothing else of the shop's.",
      severity: "error",
      from: { path: "^lib/vocabulary/" },
      to: { path: "^(lib/(?!vocabulary/)|app/|components/)" },
    },
    {
      name: "lib-knows-no-screens",
      comment: "Rules do not depend on pages, routes or UI.",
      severity: "error",
      from: { path: "^lib/" },
      to: { path: "^(app|components)/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: ["(^|/)(node_modules|\\.next[^/]*)/", "\\.test\\.tsx?$"] },
    includeOnly: "^(lib|app|components)/",
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { extensions: [".ts", ".tsx", ".mts", ".mjs", ".js", ".d.mts"] },
  },
};
