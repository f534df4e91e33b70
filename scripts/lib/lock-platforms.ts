/**
 * npm records every optional dependency of a locked package in package-lock.json, for every
 * platform, and `npm ci` refuses a lock that lacks one. The registry this project is developed
 * against serves only Linux builds of some native packages (@next/swc-*, @unrs/resolver-binding-*),
 * so the lock npm writes here lacks the others. This fills them in from what the lock itself
 * knows: the exact version the parent pins and the platform the package's name states.
 */

export interface LockEntry {
  version?: string;
  dev?: boolean;
  optional?: boolean;
  os?: string[];
  cpu?: string[];
  libc?: string[];
  optionalDependencies?: Record<string, string>;
  [field: string]: unknown;
}

const OPERATING_SYSTEMS = new Set(["aix", "android", "darwin", "freebsd", "linux", "netbsd", "openbsd", "openharmony", "sunos", "win32"]);
const CPUS = new Set(["arm", "arm64", "ia32", "loong64", "mips64el", "ppc64", "riscv64", "s390x", "wasm32", "x64"]);
const LIBCS: Record<string, string> = { gnu: "glibc", gnueabihf: "glibc", musl: "musl", musleabihf: "musl" };
const EXACT_VERSION = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/;

/** The os, cpu and libc a platform package's name states, e.g. `@next/swc-linux-arm64-musl`. */
export function platformOf(name: string): Pick<LockEntry, "os" | "cpu" | "libc"> | null {
  const tokens = (name.split("/").pop() ?? name).split("-");
  const osIndex = tokens.findIndex((token) => OPERATING_SYSTEMS.has(token));
  if (osIndex < 0) return null;
  const os = tokens[osIndex] as string;
  const cpu = tokens.slice(osIndex + 1).find((token) => CPUS.has(token));
  if (!cpu) return null;
  const libc = os === "linux" ? tokens.slice(osIndex + 1).map((token) => LIBCS[token]).find(Boolean) : undefined;
  return libc ? { os: [os], cpu: [cpu], libc: [libc] } : { os: [os], cpu: [cpu] };
}

function installedFrom(packages: Record<string, LockEntry>, parentPath: string, name: string): boolean {
  // Node's lookup: the parent's own node_modules, then each enclosing one up to the root.
  for (let base = parentPath; ; ) {
    if (packages[`${base ? `${base}/` : ""}node_modules/${name}`]) return true;
    const cut = base.lastIndexOf("/node_modules/");
    if (base === "") return false;
    base = cut < 0 ? "" : base.slice(0, cut);
  }
}

/**
 * The entries a lock lacks for other platforms' builds of its packages' optional dependencies.
 * Throws for a missing optional dependency that is not a platform build with an exact version:
 * that one needs the registry.
 */
export function missingPlatformEntries(packages: Record<string, LockEntry>): Record<string, LockEntry> {
  const missing: Record<string, LockEntry> = {};
  for (const [parentPath, parent] of Object.entries(packages)) {
    for (const [name, spec] of Object.entries(parent.optionalDependencies ?? {})) {
      if (installedFrom(packages, parentPath, name)) continue;
      const platform = platformOf(name);
      if (!platform || !EXACT_VERSION.test(spec)) {
        throw new Error(`${name}@${spec} (optional dependency of ${parentPath || "the project"}) is missing from the lock and is not a platform build pinned to one version; run npm install against a registry that has it.`);
      }
      const at = packages[`node_modules/${name}`] || missing[`node_modules/${name}`] ? `${parentPath}/node_modules/${name}` : `node_modules/${name}`;
      missing[at] = { version: spec, ...platform, ...(parent.dev ? { dev: true } : {}), optional: true };
    }
  }
  return missing;
}

/** The lock with the missing entries added, its packages in npm's order (sorted by path). */
export function completeLock<L extends { packages: Record<string, LockEntry> }>(lock: L): { lock: L; added: string[] } {
  const missing = missingPlatformEntries(lock.packages);
  const added = Object.keys(missing);
  if (added.length === 0) return { lock, added };
  const merged = { ...lock.packages, ...missing };
  const [root, ...paths] = Object.keys(merged);
  const ordered = [root as string, ...paths.sort((a, b) => a.localeCompare(b, "en"))];
  return { lock: { ...lock, packages: Object.fromEntries(ordered.map((path) => [path, merged[path]])) }, added };
}
