/**
 * Which of a page's browser modules are React's and Next's: their own packages, and any library
 * that only their modules import (Next's router pulls in @swc/helpers' interop helpers: every page
 * carries them whatever the shop writes). A library the shop's code imports, even once, is the shop's.
 */

/** A module of the analyzer's export: where it is, and what it imports at load. */
export interface AnalyzedModule {
  ident: string;
  path: string;
  dependencies?: { sync?: string[] };
}

const FRAMEWORK_PACKAGE = /^\[project\]\/node_modules\/(next|react|react-dom|scheduler)\//;

export function isFrameworkPackage(source: string): boolean {
  return FRAMEWORK_PACKAGE.test(source) || source.startsWith("[turbopack]");
}

/** The paths of the browser modules (`[app-client]`) that belong to the framework. */
export function frameworkPaths(modules: AnalyzedModule[]): Set<string> {
  const browser = modules.filter((analyzed) => analyzed.ident.includes("[app-client]"));
  const pathOf = new Map(browser.map((analyzed) => [analyzed.ident, analyzed.path]));
  const importers = new Map<string, Set<string>>();
  for (const analyzed of browser) {
    for (const dependency of analyzed.dependencies?.sync ?? []) {
      const path = pathOf.get(dependency);
      if (!path) continue;
      const known = importers.get(path) ?? new Set<string>();
      known.add(analyzed.path);
      importers.set(path, known);
    }
  }
  const framework = new Set(browser.map((analyzed) => analyzed.path).filter(isFrameworkPackage));
  // A library joins once every importer has; helpers of helpers need more than one pass.
  for (let grew = true; grew; ) {
    grew = false;
    for (const [path, by] of importers) {
      if (framework.has(path) || !path.includes("/node_modules/")) continue;
      if ([...by].every((importer) => framework.has(importer))) {
        framework.add(path);
        grew = true;
      }
    }
  }
  return framework;
}
