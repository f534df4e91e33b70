/**
 * npm run spec:mongoose — mongoose's own test suite (test/**\/*.test.js of a checkout of
 * github.com/Automattic/mongoose with its dev dependencies installed), one mocha run per file,
 * each against a fresh in-memory engine (or MONGODB_URI when set: a real mongod, to compare).
 * Nothing of mongoose is kept in this repository: MONGOOSE_REPO names the checkout.
 *
 *   MONGOOSE_REPO              the checkout (required)
 *   MONGOOSE_SPEC_FILTER       only files whose path (relative to the checkout) contains one of
 *                              these comma-separated strings
 *   MONGOOSE_SPEC_FILE_TIMEOUT seconds a file may run before it is killed (default 240)
 *   MONGOOSE_SPEC_TEST_TIMEOUT mocha's per-test timeout in ms (default 10000, as mongoose's CI)
 *   SPEC_VERBOSE=1             also print each failure's stack top
 *
 * Prints passing/failing/pending per file, the totals, and every failing test with the first
 * line of its error, grouped by cause (mongoose-causes.ts). Exit code 1 when anything failed.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { startEmbeddedMongo } from "../../src";
import { causeOf } from "./mongoose-causes";

interface Failure {
  file: string;
  title: string;
  message: string;
  stack: string;
}

interface FileResult {
  file: string;
  passing: number;
  failing: number;
  pending: number;
  ms: number;
  /** Set when the run did not end normally: timed out, or the process exited without an end event. */
  abnormal?: string;
}

function listTestFiles(repo: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        // As mongoose's own `npm test`: the encryption tests need a key vault and mongocryptd.
        if (entry.name === "encryption" || entry.name === "node_modules") continue;
        walk(full);
      } else if (entry.name.endsWith(".test.js")) out.push(path.relative(repo, full));
    }
  };
  walk(path.join(repo, "test"));
  return out;
}

/** The first line of an error message; an assertion's "Expected …:" header gets its detail too. */
function firstLine(message: string): string {
  const lines = message.split("\n").map((l) => l.trim()).filter(Boolean);
  let line = lines[0] ?? "(no message)";
  if (line.endsWith(":") && lines.length > 1) line = `${line} ${lines.slice(1, 4).join(" ")}`;
  return line.length > 220 ? `${line.slice(0, 217)}...` : line;
}

function runFile(repo: string, file: string, uri: string, fileTimeoutMs: number, testTimeoutMs: number): Promise<{ result: FileResult; failures: Failure[] }> {
  const mocha = path.join(repo, "node_modules/mocha/bin/mocha.js");
  const started = Date.now();
  const result: FileResult = { file, passing: 0, failing: 0, pending: 0, ms: 0 };
  const failures: Failure[] = [];
  const env: NodeJS.ProcessEnv = { ...process.env, MONGOOSE_TEST_URI: uri, NODE_ENV: "test" };
  delete env.MONGOOSE_REPLSET_URI;
  delete env.START_REPLICA_SET;
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [mocha, "--reporter", "json-stream", "--timeout", String(testTimeoutMs), "--exit", file], {
      cwd: repo,
      env,
      stdio: ["ignore", "pipe", "pipe"],
      detached: true,
    });
    let ended = false;
    let buffered = "";
    let stderr = "";
    const onLine = (line: string) => {
      if (!line.startsWith("[")) return;
      let event: unknown;
      try {
        event = JSON.parse(line);
      } catch {
        return;
      }
      if (!Array.isArray(event)) return;
      const [kind, data] = event as [string, Record<string, unknown>];
      if (kind === "pass") result.passing++;
      else if (kind === "fail") {
        result.failing++;
        failures.push({ file, title: String(data.fullTitle ?? data.title), message: String(data.err ?? ""), stack: String(data.stack ?? "") });
      } else if (kind === "end") {
        ended = true;
        result.pending = Number(data.pending ?? 0);
      }
    };
    child.stdout.on("data", (chunk: Buffer) => {
      buffered += chunk.toString();
      let nl: number;
      while ((nl = buffered.indexOf("\n")) >= 0) {
        onLine(buffered.slice(0, nl));
        buffered = buffered.slice(nl + 1);
      }
    });
    child.stderr.on("data", (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-4000);
    });
    const timer = setTimeout(() => {
      result.abnormal = `killed after ${fileTimeoutMs / 1000} s`;
      try {
        process.kill(-(child.pid as number), "SIGKILL");
      } catch {
        /* already gone */
      }
    }, fileTimeoutMs);
    child.on("close", (code) => {
      clearTimeout(timer);
      if (buffered) onLine(buffered);
      result.ms = Date.now() - started;
      if (!ended && !result.abnormal) {
        const last = stderr.trim().split("\n").filter(Boolean).slice(-3).join(" | ");
        result.abnormal = `exited with code ${String(code)} before the end of the run${last ? `: ${last}` : ""}`;
      }
      if (result.abnormal) {
        result.failing++;
        failures.push({ file, title: "(the file's run)", message: result.abnormal, stack: "" });
      }
      resolve({ result, failures });
    });
  });
}

async function main(): Promise<number> {
  const repo = process.env.MONGOOSE_REPO;
  if (!repo) {
    console.log("spec:mongoose skipped: set MONGOOSE_REPO to a checkout of github.com/Automattic/mongoose with its dev dependencies installed (see the package README)");
    return 0;
  }
  const root = path.resolve(repo);
  if (!fs.existsSync(path.join(root, "node_modules/mocha/bin/mocha.js"))) {
    console.error(`${root}: no node_modules/mocha; install the checkout's dev dependencies first (see the package README)`);
    return 2;
  }
  const version = (JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")) as { version?: string }).version;
  const filter = process.env.MONGOOSE_SPEC_FILTER;
  const fileTimeoutMs = Number(process.env.MONGOOSE_SPEC_FILE_TIMEOUT ?? 240) * 1000;
  const testTimeoutMs = Number(process.env.MONGOOSE_SPEC_TEST_TIMEOUT ?? 10000);
  const verbose = process.env.SPEC_VERBOSE === "1";
  const wanted = filter ? filter.split(",").map((s) => s.trim()).filter(Boolean) : [];
  const files = listTestFiles(root).filter((f) => wanted.length === 0 || wanted.some((w) => f.includes(w)));
  const external = process.env.MONGODB_URI;
  console.log(`mongoose ${version ?? "?"} at ${root}: ${files.length} files, target ${external ? external.replace(/\/\/[^@/]+@/, "//***@") : "embedded engine (in memory, fresh per file)"}\n`);

  const results: FileResult[] = [];
  const failures: Failure[] = [];
  const width = Math.max(...files.map((f) => f.length), 10);
  for (const file of files) {
    const engine = external ? undefined : await startEmbeddedMongo({ dataDir: ":memory:", ttlSweepMs: 1000 });
    try {
      const run = await runFile(root, file, external ?? (engine?.uri as string), fileTimeoutMs, testTimeoutMs);
      results.push(run.result);
      failures.push(...run.failures);
      const r = run.result;
      console.log(`${file.padEnd(width)}  ${String(r.passing).padStart(4)} passing  ${String(r.failing).padStart(3)} failing  ${String(r.pending).padStart(3)} pending  ${(r.ms / 1000).toFixed(1).padStart(6)} s${r.abnormal ? `  (${r.abnormal})` : ""}`);
    } finally {
      await engine?.stop();
    }
  }

  const sum = (k: "passing" | "failing" | "pending") => results.reduce((n, r) => n + r[k], 0);
  const byCause = new Map<string, Failure[]>();
  for (const f of failures) {
    const cause = causeOf(f.message, f.file);
    byCause.set(cause, [...(byCause.get(cause) ?? []), f]);
  }
  const causes = [...byCause.entries()].sort((a, b) => b[1].length - a[1].length);
  console.log(`\nfailures by cause:`);
  for (const [cause, list] of causes) {
    console.log(`\n${cause}: ${list.length}`);
    for (const f of list) {
      console.log(`  ${f.file}: ${f.title}\n      ${firstLine(f.message)}`);
      if (verbose && f.stack) console.log(`      ${f.stack.split("\n").slice(1, 3).map((l) => l.trim()).join(" / ")}`);
    }
  }
  console.log(`\ncauses: ${causes.map(([c, l]) => `${c} ${l.length}`).join(", ") || "none"}`);
  console.log(`totals: ${files.length} files, ${sum("passing")} passing, ${sum("failing")} failing, ${sum("pending")} pending`);
  return sum("failing") ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
