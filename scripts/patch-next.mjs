// Run on install (package.json's postinstall, and the Dockerfile's deps stage).
//
// Next.js's IncrementalCache.set measures every entry it caches with JSON.stringify(entry).length,
// for a 2 MB limit it then applies only to fetch entries, and never with a custom cache handler
// (ours, lib/cache/next-cache-handler.mjs). A page's router data is a Buffer, which JSON turns into
// an array of its bytes: for a cold /shop search on the large shop, 4-7 ms of the server's CPU and
// about a megabyte of garbage for every page written (bench:http -- --profile: `set` and
// Buffer.toJSON were 5% of the server's time, before the collections they caused). This moves the
// measure inside the condition, so it runs only where it can matter. A Next.js whose code no
// longer has the line stops the install: an upgrade looks at this again rather than losing it.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

/** The bundled servers' line, with the minifier's names for the size, the entry and the context. */
const BUNDLED = /let (\w+)=JSON\.stringify\((\w+)\)\.length;if\((\w+)\.fetchCache&&\1>2097152&&!this\.hasCustomCacheHandler&&!\3\.isImplicitBuildTimeCache\)\{/g;
const BUNDLED_DONE = /let \w+=0;if\(\w+\.fetchCache&&!this\.hasCustomCacheHandler&&!\w+\.isImplicitBuildTimeCache&&\(\w+=JSON\.stringify\(\w+\)\.length\)>2097152\)\{/;

/** The same line in Next's own unbundled module. */
const SOURCE = /const itemSize = JSON\.stringify\(data\)\.length;\n(\s*)if \(ctx\.fetchCache && itemSize > 2 \* 1024 \* 1024 && ([^\n]*)\n([^\n]*)\n(\s*)!this\.hasCustomCacheHandler && ([^\n]*)\n([^\n]*)\n(\s*)!ctx\.isImplicitBuildTimeCache\) \{/;
const SOURCE_DONE = /let itemSize = 0;\n\s*if \(ctx\.fetchCache && !this\.hasCustomCacheHandler && !ctx\.isImplicitBuildTimeCache && \(itemSize = JSON\.stringify\(data\)\.length\) > 2 \* 1024 \* 1024\) \{/;

/**
 * The text with the measure moved inside the condition, or null when it has no such line.
 * @param {string} text
 */
export function patchedText(text) {
  if (BUNDLED_DONE.test(text) || SOURCE_DONE.test(text)) return text;
  if (text.match(BUNDLED)) return text.replace(BUNDLED, "let $1=0;if($3.fetchCache&&!this.hasCustomCacheHandler&&!$3.isImplicitBuildTimeCache&&($1=JSON.stringify($2).length)>2097152){");
  if (SOURCE.test(text)) {
    return text.replace(SOURCE, (_line, indent) => `let itemSize = 0;\n${indent}if (ctx.fetchCache && !this.hasCustomCacheHandler && !ctx.isImplicitBuildTimeCache && (itemSize = JSON.stringify(data).length) > 2 * 1024 * 1024) {`);
  }
  return null;
}

/**
 * Every file of the installed Next.js that holds IncrementalCache.set.
 * @param {string} nextDir
 */
export function incrementalCacheFiles(nextDir) {
  const servers = path.join(nextDir, "dist/compiled/next-server");
  const bundled = readdirSync(servers)
    .filter((name) => /^(app-page|app-route|pages|pages-api|server)(-turbo)?(-experimental)?\.runtime\.(prod|dev)\.js$/.test(name))
    .map((name) => path.join(servers, name));
  return [...bundled, path.join(nextDir, "dist/server/lib/incremental-cache/index.js"), path.join(nextDir, "dist/esm/server/lib/incremental-cache/index.js")];
}

function main() {
  // npm runs an install script in the package's own folder.
  const nextDir = path.dirname(createRequire(path.join(process.cwd(), "package.json")).resolve("next/package.json"));
  const unpatched = [];
  for (const file of incrementalCacheFiles(nextDir)) {
    const text = readFileSync(file, "utf8");
    const patched = patchedText(text);
    if (patched === null) unpatched.push(path.relative(nextDir, file));
    else if (patched !== text) writeFileSync(file, patched);
  }
  if (unpatched.length > 0) {
    console.error(`[patch-next] IncrementalCache.set is not as scripts/patch-next.mjs knows it in: ${unpatched.join(", ")}. Look at the patch again for this Next.js.`);
    process.exit(1);
  }
}

if (process.argv[1]?.endsWith(path.join("scripts", "patch-next.mjs"))) main();
